import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import type { UserInfo } from '@/lib/server-shapes';
import { initialSessionState } from '@/state/session-slice';
import { renderWithProviders } from '@tests/render';
import { refreshUserInfo } from './refresh-user-info';

const stored: UserInfo = {
  id: 7,
  username: 'old',
  nickname: 'Old name',
  email: '',
  mobile: '',
  avatar: '',
  gender: 0,
  birthday: '',
  money: '1.00',
  score: 0,
  join_time: 0,
  motto: '',
  last_login_time: 0,
  last_login_ip: '',
  token: 'tok-1',
  refresh_token: 'ref-1',
  userCode: 'U7',
};

type PreloadedSession = NonNullable<NonNullable<Parameters<typeof renderWithProviders>[1]>['preloadedState']>['session'];

const session = { ...initialSessionState, user_info: { ...stored }, 'ba-user-token': 'tok-1', refresh_token: 'ref-1' } as PreloadedSession;

describe('refreshUserInfo', () => {
  it('fetches the user and saves it, keeping the stored tokens', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/account/userInfo', () => {
        calls += 1;
        const profile: Partial<UserInfo> = { ...stored, nickname: 'New name', money: '99.50' };
        delete profile.token;
        delete profile.refresh_token;
        return HttpResponse.json({ code: 1, msg: '', time: 0, data: { userInfo: profile } });
      }),
    );
    const { store } = renderWithProviders(<div />, { preloadedState: { session } });
    await expect(store.dispatch(refreshUserInfo())).resolves.toBe(true);
    expect(calls).toBe(1);
    const user = store.getState().session.user_info;
    expect(user?.nickname).toBe('New name');
    expect(user?.money).toBe('99.50');
    expect(user?.token).toBe('tok-1');
    expect(store.getState().session.refresh_token).toBe('ref-1');
  });

  it('asks nothing when nobody is logged in', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/account/userInfo', () => {
        calls += 1;
        return HttpResponse.json({ code: 303, msg: 'Please login first', time: 0, data: { type: 'need login' } });
      }),
    );
    const { store } = renderWithProviders(<div />);
    await expect(store.dispatch(refreshUserInfo())).resolves.toBe(false);
    expect(calls).toBe(0);
  });
});
