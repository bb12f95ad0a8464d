import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { resetDemoData } from '@mocks/handlers';
import { TIMEOUTS } from '@/lib/constants';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { demoSession } from '@tests/demo-session';
import { letTimePass, watchForText } from '@tests/page-kit';
import { logInAgain } from '@tests/log-in-again';
import { renderWithProviders } from '@tests/render';

/**
 * Spec section 8: an expired session (303, or a refresh the server refuses) toasts, clears the
 * session and goes to login after 500 ms, with `?redirect=` back to where the shopper was; after
 * logging in they are there again. Checked on a tab page (which stays put until then) and on a
 * login-only page (whose guard moves to login at once). The browser twin is
 * tests/e2e/session-expiry.e2e.test.ts.
 */
const envelope = (code: number, msg: string, data: unknown = null) => HttpResponse.json({ code, msg, time: 0, data });
const refreshRefused = () => {
  // Every shop call says the token expired; the refresh is refused (server-family: code 0).
  server.use(
    http.post('*/api/common/refreshToken', () => envelope(0, 'Login expired, please login again')),
    http.post('*/api/*', () => envelope(60001, 'token expired')),
  );
};
const notLoggedIn = () => {
  // The demo forgets every session: the held token is unknown, the server answers 303.
  resetDemoData();
};

/**
 * Real time, not fake timers: antd's toasts render through their own React roots, whose scheduler
 * lost its pending callback when fake timers were switched off after a test, so the next test's
 * toast never showed (it failed in CI).
 */
const wait = letTimePass;

describe.each([
  ['a 303', notLoggedIn, 'Please log in first'],
  ['a refused token refresh', refreshRefused, 'Your session has expired. Please log in again.'],
])('session expiry by %s', (_label, expire, toast) => {
  it.each([
    ['the cart tab', ROUTES.cart, 'Cart'],
    ['the order list (login only)', links.orderList('paid'), 'My orders'],
  ])('on %s ends on login, then back there after logging in', async (_page, page, heading) => {
    const session = await demoSession();
    expire();
    const toastShown = watchForText(toast);
    const { router, user } = renderWithProviders(null, { route: page, preloadedState: session });

    await waitFor(() => expect(toastShown()).toBe(true), { timeout: 10_000 });
    await wait(600);
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.login));
    // Still there well after the 500 ms: nothing moves the shopper on (it used to be Home).
    await wait(1500);
    expect(router.state.location.pathname).toBe(ROUTES.login);
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(page);
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' }, { timeout: 10_000 })).toBeInTheDocument();

    await logInAgain(user);
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe(page));
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('a shopper who logs in again before the pause after a 303 is over', () => {
  const pause = TIMEOUTS.loginRedirectMs;
  afterEach(() => {
    (TIMEOUTS as { loginRedirectMs: number }).loginRedirectMs = pause;
  });

  it('stays on the page login took them back to: no second trip through login', async () => {
    // A login-only page's guard shows login at once; a saved password can sign the shopper in
    // within the half second. The pause is lengthened so that the login here surely lands inside it.
    (TIMEOUTS as { loginRedirectMs: number }).loginRedirectMs = 3000;
    const session = await demoSession();
    notLoggedIn();
    const page = links.orderList('paid');
    const { router, user } = renderWithProviders(null, { route: page, preloadedState: session });
    const rendered = Date.now();
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' }, { timeout: 10_000 })).toBeInTheDocument();

    await logInAgain(user);
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe(page));
    expect(Date.now() - rendered).toBeLessThan(3000);
    const shownSince: string[] = [];
    const stop = router.subscribe((state) => shownSince.push(state.location.pathname));
    // Past the end of the pause (it began when the 303 came, after the render): the page stayed,
    // with no trip to login and back (which unmounted it, and lost a form's draft).
    await wait(3000 - (Date.now() - rendered) + 1000);
    stop();
    expect(shownSince).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'My orders' })).toBeInTheDocument();
  });
});
