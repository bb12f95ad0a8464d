import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/lib/routes';
import { openContext, PHONE, screenshot, sharedBrowser, VIEWPORTS, waitForApp, waitToSee } from './harness';

/**
 * Whatever the device holds, the shop boots: hostile or garbage values under every key the app
 * (and its demo backend) reads, and a session the shop's uni-app client left in its own format.
 */
const browser = sharedBrowser();

/** Every key read from localStorage: the spec's client keys, our version 1's, reminders, the demo's state. */
const LOCAL_KEYS = [
  'user_info',
  'ba-user-token',
  'third_session',
  'refresh_token',
  'visitor_id',
  'device_id',
  'invite_user',
  'sharer_user_code',
  'lang',
  'lang_name',
  'persist:session',
  'persist:lang',
  'acc_reminders',
  'acc-plus-demo-state',
];
/** …and from sessionStorage: QA autosave, the pseudo-locale flag, checkout draft, demo settings. */
const SESSION_KEYS = [
  'acc-qa-recording',
  'acc-pseudo',
  'checkout-draft:cart',
  'checkout-draft:buy_now',
  'acc-plus-demo-faults',
  'acc-plus-demo-goods',
];

const soon = () => Math.floor(Date.now() / 1000) - 30;
/** Garbage of every kind: broken JSON, wrong types, uni-app pairs of the wrong type, markup, a header-breaking token, a lot of text. */
const GARBAGE = [
  '{not json',
  'null',
  '[]',
  '{}',
  '""',
  '-1',
  'true',
  '1e999',
  '{"type":"object","data":{"token":{"a":1},"nickname":["x"]}}',
  '{"type":"number","data":"x"}',
  '{"type":"object","data":null}',
  '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}',
  '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 1">',
  'tok\r\nInjected: header 令牌',
  '"\\u0000"',
  'x'.repeat(200_000),
];
/** The stored value that showed the router's error page (issue 11). */
const BAD_REMINDER = () => JSON.stringify([{ key: 'k1', title: { a: 1 }, start: soon() }]);

/**
 * Writes the storage before the shop starts, from a page of the same origin that is not the shop
 * (its icon). The browser then asks for /favicon.ico, which the build does not have: that 404 is
 * the seeding page's, so what was logged until now is forgotten.
 */
async function seed(page: Page, errors: string[], local: Record<string, string>, session: Record<string, string>) {
  await page.goto('/favicon.svg');
  await page.evaluate(
    ([l, s]) => {
      localStorage.clear();
      sessionStorage.clear();
      for (const [key, value] of Object.entries(l)) localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(s)) sessionStorage.setItem(key, value);
    },
    [local, session] as const,
  );
  await page.waitForTimeout(300);
  errors.length = 0;
}

/**
 * The shop boots to home. A token the server does not know is an expired session, though: most
 * garbage rounds store one ("null", "true", "-1" or a JSON text under ba-user-token, which the
 * uni-app client would send as it is too), and spec section 8 then toasts, clears the session and
 * goes to login 500 ms after the answer, with the way back to home. That move can come before home
 * has shown anything (under load: CI23, CI56 and CI93, which waited for home's tab bar on the login
 * page) or a moment after its banners (four of six rounds on a quiet machine). So the test waits
 * for home's banners or the login page, then a moment more for the move, and only then decides
 * which it was; a shopper sent to login is checked for the way back, and home opened again: with
 * the session cleared, it stays.
 */
async function expectHome(page: Page) {
  await page.goto('/');
  await waitForApp(page);
  // '/' opens home; on a loaded machine the expiry's move to login can already have happened (CI150).
  await page.waitForURL((url) => url.pathname === ROUTES.home || url.pathname === ROUTES.login);
  const banners = page.getByRole('region', { name: 'Featured' });
  const logIn = page.getByRole('button', { name: 'Log in', exact: true });
  // A failure says what the page showed instead, and saves test-results/failed-stored-state-home.png.
  await waitToSee(page, banners.or(logIn).first(), 'stored-state-home');
  await page.waitForURL((url) => url.pathname === ROUTES.login, { timeout: 2_000 }).catch(() => undefined);
  const at = new URL(page.url());
  if (at.pathname !== ROUTES.home) {
    expect({ path: at.pathname, redirect: at.searchParams.get('redirect') }).toEqual({ path: ROUTES.login, redirect: ROUTES.home });
    await logIn.waitFor();
    await page.goto('/');
    await page.waitForURL(`**${ROUTES.home}`);
    await waitToSee(page, banners, 'stored-state-home-again');
  }
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
  expect(await page.getByText(/Unexpected Application Error|Objects are not valid/).count()).toBe(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.evaluate(() => (Object.prototype as Record<string, unknown>).polluted)).toBeUndefined();
}

describe('stored state', () => {
  it('boots to home whatever garbage is stored under every key', async () => {
    const { context, page, errors } = await openContext(browser(), PHONE);
    const rounds = 6;
    for (let round = 0; round < rounds; round += 1) {
      const pick = (i: number) => GARBAGE[(round * 5 + i) % GARBAGE.length] ?? '';
      const local = Object.fromEntries(LOCAL_KEYS.map((key, i) => [key, pick(i)]));
      const session = Object.fromEntries(SESSION_KEYS.map((key, i) => [key, pick(i + LOCAL_KEYS.length)]));
      // The reminder that crashed the app rides along in the first round.
      if (round === 0) local.acc_reminders = BAD_REMINDER();
      await seed(page, errors, local, session);
      await expectHome(page);
      if (round === 0) await screenshot(page, 'stored-state-garbage-phone');
      expect(errors, `round ${String(round)}`).toEqual([]);
    }
    await context.close();
  });

  it('shows home, not the error page, with the issue’s reminder whose title is an object', async () => {
    const { context, page, errors } = await openContext(browser(), PHONE);
    await seed(page, errors, { acc_reminders: BAD_REMINDER() }, {});
    await expectHome(page);
    await page.waitForTimeout(500);
    await screenshot(page, 'stored-state-bad-reminder-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each(VIEWPORTS)('a session the uni-app client left, on a %s', (label, viewport) => {
  it('is taken over: the shopper is still logged in, in the language they chose there', async () => {
    const { context, page, errors } = await openContext(browser(), viewport);
    await page.goto('/');
    await waitForApp(page);
    // The demo backend answers once its worker controls the page (on a first visit, a moment after start).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // The demo account logs in as the uni-app client would, which then stores its session its way.
    const user = await page.evaluate(async () => {
      const response = await fetch('/api/user/checkIn', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'client-type': 'H5', server: '1', lang: 'zh-cn' },
        body: JSON.stringify({ tab: 'login', username: 'demo', password: 'demo1234', keep: true }),
      });
      const { data } = (await response.json()) as { data: { userInfo: { token: string; nickname: string } } };
      return data.userInfo;
    });
    // Written as the next page starts, before its scripts: the page open now may still save its
    // own state (its launch ending) after anything written while it runs.
    await page.addInitScript(
      ({ info, path }) => {
        if (location.pathname !== path || sessionStorage.getItem('uni-session-written')) return;
        sessionStorage.setItem('uni-session-written', '1');
        for (const key of ['user_info', 'ba-user-token', 'refresh_token', 'lang', 'lang_name']) localStorage.removeItem(key);
        // uni.setStorageSync: strings as they are, anything else as {type, data}.
        localStorage.setItem('user_info', JSON.stringify({ type: 'object', data: info }));
        localStorage.setItem('ba-user-token', info.token);
        localStorage.setItem('lang', 'zh_CN');
        localStorage.setItem('lang_name', '简体中文');
      },
      { info: user, path: ROUTES.user },
    );

    await page.goto(ROUTES.user);
    await waitForApp(page);
    await page.getByText(user.nickname, { exact: true }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await page.waitForTimeout(500);
    await screenshot(page, `stored-state-uni-session-${label}`);
    // Written back the same way, so the uni-app client finds the session too.
    const stored = await page.evaluate(() => [localStorage.getItem('ba-user-token'), localStorage.getItem('user_info'), localStorage.getItem('persist:session')]);
    expect(stored[0]).toBe(user.token);
    expect(JSON.parse(stored[1] ?? '{}')).toMatchObject({ type: 'object', data: { token: user.token } });
    expect(stored[2]).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});
