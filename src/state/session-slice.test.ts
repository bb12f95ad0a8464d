import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@/lib/server-shapes';
import { initialSessionState, loggedIn, sessionSlice, userInfoRefreshed } from './session-slice';

const shopper = (userCode: string, nickname: string) => ({ userCode, nickname }) as unknown as UserInfo;
const reduce = sessionSlice.reducer;

describe('the profile kept with the session', () => {
  it('takes a refreshed profile of the shopper signed in', () => {
    const state = reduce(reduce(initialSessionState, loggedIn({ ...shopper('ACC1', 'Lina'), token: 't1', refresh_token: 'r1' })), userInfoRefreshed(shopper('ACC1', 'Lina Chen')));
    expect(state.user_info?.nickname).toBe('Lina Chen');
    expect(state.user_info?.token).toBe('t1');
  });

  it('drops a profile of the shopper before, answered after another signed in (in this tab or another)', () => {
    const state = reduce(reduce(initialSessionState, loggedIn({ ...shopper('ACC2', 'Ana'), token: 't2', refresh_token: 'r2' })), userInfoRefreshed(shopper('ACC1', 'Lina')));
    expect(state.user_info?.nickname).toBe('Ana');
    expect(state.user_info?.userCode).toBe('ACC2');
  });
});
