import type { ApiEnvelope, LoginResult } from '@/api/types';
import type { RootState } from '@/app/store';
import { initialSessionState } from '@/state/session-slice';
import { DEMO_ACCOUNT } from '@mocks/data/demo-account';

/**
 * Logs the demo account in through the demo backend's own login call (the handlers at the network
 * edge, as a page would) and answers a preloaded state with that session. Call it in each test:
 * tests/setup.ts resets the demo data, and with it every token, after each test.
 */
export async function demoSession(): Promise<Partial<RootState>> {
  const response = await fetch(new URL('/api/user/checkIn', window.location.href), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'client-type': 'H5', server: '1', lang: 'en' },
    body: JSON.stringify({ tab: 'login', username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password, keep: true }),
  });
  const body = (await response.json()) as ApiEnvelope<LoginResult>;
  if (body.code !== 1) throw new Error(`demo login failed: ${body.msg}`);
  const user = body.data.userInfo;
  return {
    session: { ...initialSessionState, user_info: user, 'ba-user-token': user.token, refresh_token: user.refresh_token },
  };
}
