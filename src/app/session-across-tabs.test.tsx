import { act, screen, waitFor } from '@testing-library/react';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ok } from '@mocks/testing/call';
import { ROUTES } from '@/lib/routes';
import { loggedIn, sessionCleared, tokenRefreshed } from '@/state/session-slice';
import { demoSession } from '@tests/demo-session';
import { letTimePass, watchForText } from '@tests/page-kit';
import { renderWithProviders } from '@tests/render';
import { makeTestStore } from '@tests/test-store';
import { followSessionAcrossTabs } from './session-across-tabs';
import type { AppStore } from './store';

/**
 * Another tab of the shop on the same device: its own store on the same localStorage, started as a
 * tab starts (rehydrated), changing the session there; the browser then tells this tab with a
 * `storage` event, which jsdom does not send between stores of one window, so the test does.
 */
async function inAnotherTab(change: (store: AppStore) => void, { tell = true } = {}): Promise<void> {
  const { store, persistor } = makeTestStore();
  await new Promise<void>((resolve) => {
    const check = () => {
      if (persistor.getState().bootstrapped) resolve();
    };
    persistor.subscribe(check);
    check();
  });
  change(store);
  await persistor.flush();
  if (!tell) return;
  // Within act: this tab reads the device a task later and its pages update from that.
  await act(async () => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'ba-user-token', storageArea: localStorage }));
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

/** This tab, on a page, following the others as the app does from launch; the device holds its session, as after a login. */
async function thisTab(route: string) {
  const session = await demoSession();
  const user = session.session.user_info;
  if (user) await inAnotherTab((first) => first.dispatch(loggedIn(user)), { tell: false });
  const view = renderWithProviders(null, { route, preloadedState: session });
  onTestFinished(followSessionAcrossTabs(view.store, window));
  // A tab left open: its page has its answers (the profile among them), and has written what changed.
  await waitFor(
    () => {
      const queries = Object.values(view.store.getState().api.queries);
      expect(queries.length).toBeGreaterThan(0);
      expect(queries.filter((query) => query?.status === QueryStatus.pending)).toEqual([]);
    },
    { timeout: 10_000 },
  );
  await view.persistor.flush();
  return view;
}

describe('the tabs of the shop follow each other’s session', () => {
  it('logged out in another tab: logged out here too; a login-only page goes to login and says why', async () => {
    const { store, router } = await thisTab(ROUTES.coupon);
    expect(await screen.findByRole('heading', { level: 1, name: 'My coupons' }, { timeout: 10_000 })).toBeInTheDocument();
    const told = watchForText('You logged out in another tab');

    await inAnotherTab((other) => other.dispatch(sessionCleared()));
    // Login's page is a chunk of its own: it loads while time passes within act.
    await letTimePass(600);
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.login));
    await waitFor(() => expect(told()).toBe(true));
    expect(store.getState().session['ba-user-token']).toBe('');
  });

  it('someone else logged in in another tab: this tab is theirs, with their data, not the last shopper’s', async () => {
    const { store } = await thisTab(ROUTES.user);
    const demoName = store.getState().session.user_info?.nickname ?? '';
    expect(await screen.findByText(demoName, {}, { timeout: 10_000 })).toBeInTheDocument();
    const toPay = () => screen.getByRole('link', { name: /^To pay/ });
    expect(toPay()).not.toHaveAccessibleName('To pay no orders');
    await ok('/api/sms/send', { mobile: '13622223333', area_code: '86', event: 'user_login' });
    const next = (await ok('/api/user/mobileLogin', { mobile: '13622223333', area_code: '86', captcha: '123456' })).userInfo;
    const nextName = next.nickname || next.username;
    expect(nextName).not.toBe(demoName);

    await inAnotherTab((other) => {
      other.dispatch(sessionCleared());
      other.dispatch(loggedIn(next));
    });

    await waitFor(() => expect(store.getState().session.user_info?.userCode).toBe(next.userCode));
    expect(store.getState().session['ba-user-token']).toBe(next.token);
    expect(await screen.findByText(`Logged in as ${nextName} in another tab`, {}, { timeout: 5000 })).toBeInTheDocument();
    // The Me page is theirs: their name, and their orders asked for again (a new shopper has none).
    expect(await screen.findByText(nextName, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText(demoName)).not.toBeInTheDocument();
    await waitFor(() => expect(toPay()).toHaveAccessibleName('To pay no orders'), { timeout: 10_000 });
  });

  it('a token refreshed in another tab is the one this tab sends; nothing is said', async () => {
    const { store } = await thisTab(ROUTES.user);
    const told = watchForText('in another tab');
    await inAnotherTab((other) => other.dispatch(tokenRefreshed('fresh-token-from-the-other-tab')));
    await waitFor(() => expect(store.getState().session['ba-user-token']).toBe('fresh-token-from-the-other-tab'));
    expect(store.getState().session.user_info?.token).toBe('fresh-token-from-the-other-tab');
    expect(told()).toBe(false);
  });
});
