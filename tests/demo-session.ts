import type { ApiEnvelope, LoginResult } from '@/api/types';
import { initialSessionState, type SessionState } from '@/state/session-slice';
import { DEMO_ACCOUNT } from '@mocks/data/demo-account';
import type { TestPreloadedState } from './render';

/**
 * Logs the demo account in through the demo backend's own login call (the handlers at the network
 * edge, as a page would) and answers a preloaded state with that session. Call it in each test:
 * tests/setup.ts resets the demo data, and with it every token, after each test.
 */
/** A preloaded state holding the demo shopper's whole session. */
export type DemoSession = TestPreloadedState & { session: SessionState };

export async function demoSession(): Promise<DemoSession> {
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

export { PAGE_TIMEOUT, recordCalls } from './page-kit';

/** One call to the demo backend as the logged-in shopper, for a test's setup (ids, states). */
export async function demoCall<T>(state: DemoSession, path: string, body: object = {}): Promise<T> {
  const response = await fetch(new URL(path, window.location.href), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'client-type': 'H5', server: '1', lang: 'en', 'ba-user-token': state.session['ba-user-token'] },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as ApiEnvelope<T>;
  if (envelope.code !== 1) throw new Error(`${path} failed: ${envelope.msg}`);
  return envelope.data;
}
