import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepAnswersInMemory, saveAnswer, savedAnswer } from '@/api/answer-cache';
import type { UserInfo } from '@/lib/server-shapes';
import { loggedIn, sessionCleared } from '@/state/session-slice';
import { makeTestStore } from '@tests/test-store';

const user = (userCode: string) => ({ id: 7, token: `tok-${userCode}`, refresh_token: 'ref-1', userCode, nickname: 'Mei' }) as UserInfo;
const KEY = '/__saved-answers__/api/commodity/shoppingCartList?a=U7';

/** Whether the saved cart is still on the device, once the listeners have done their work. */
async function cartStillSaved(): Promise<boolean> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return (await savedAnswer(KEY)) !== null;
}

describe('the saved answers follow the account (issue 16)', () => {
  let release: () => void;
  beforeEach(() => {
    release = keepAnswersInMemory();
  });
  afterEach(() => release());

  const saveCart = () => saveAnswer(KEY, { lines: [] }, '{"code":1,"data":{"lines":[]}}');

  /** Logged in as U7 (a login from no account clears what was saved: awaited), then U7's cart saved. */
  async function loggedInWithSavedCart() {
    const { store } = makeTestStore();
    await saveCart();
    store.dispatch(loggedIn(user('U7')));
    await expect.poll(() => savedAnswer(KEY)).toBeNull();
    await saveCart();
    return store;
  }

  it('go when the session ends', async () => {
    const store = await loggedInWithSavedCart();
    expect(await cartStillSaved()).toBe(true);
    store.dispatch(sessionCleared());
    await expect.poll(() => savedAnswer(KEY)).toBeNull();
  });

  it('go when someone else logs in on this device, and stay for the same account', async () => {
    const store = await loggedInWithSavedCart();
    store.dispatch(loggedIn(user('U7')));
    expect(await cartStillSaved()).toBe(true);
    store.dispatch(loggedIn(user('U8')));
    await expect.poll(() => savedAnswer(KEY)).toBeNull();
  });
});
