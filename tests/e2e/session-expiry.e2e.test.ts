import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { openContext, PHONE, screenshot, sharedBrowser } from './harness';
import { logIn, submitLogin } from './shop-steps';

/**
 * Spec section 8 in the built app: when the session ends (the server answers 303, or refuses the
 * token refresh), the shopper reads a toast, lands on the login page with `?redirect=` back to
 * where they were, stays there, and after logging in is back on that page. Once on a tab page
 * (the cart) and once on a login-only page (the order list). The demo backend's own controls end
 * the session: `/__demo/reset` forgets every token (303), `/__demo/clock` moves 31 days on, past
 * the access token and the 30-day refresh token (60001, then the refresh is refused).
 */
const browser = sharedBrowser();

async function demoControl(page: Page, path: string, body: object = {}): Promise<void> {
  const answer = await page.evaluate(
    async ([to, json]) => {
      const response = await fetch(to, { method: 'POST', headers: { 'content-type': 'application/json' }, body: json });
      return ((await response.json()) as { code: number }).code;
    },
    [path, JSON.stringify(body)] as const,
  );
  expect(answer).toBe(1);
}

const end303 = (page: Page) => demoControl(page, '/__demo/reset');

const EXPIRIES = [
  { label: '303', toast: 'Please log in first', end: end303 },
  {
    label: 'refresh-refused',
    toast: 'Your session has expired. Please log in again.',
    end: (page: Page) => demoControl(page, '/__demo/clock', { advance: 31 * 86400 }),
  },
];

/** From the Me tab, the way a shopper goes: the tab bar's Cart, or the 'To ship' orders shortcut. */
const PAGES = [
  {
    label: 'cart-tab',
    path: ROUTES.cart,
    heading: 'Cart',
    open: (page: Page) => page.getByRole('navigation', { name: 'Main menu' }).getByText('Cart', { exact: true }).click(),
  },
  {
    label: 'order-list',
    path: links.orderList('paid'),
    heading: 'My orders',
    open: (page: Page) => page.getByRole('link', { name: /^To ship/ }).click(),
  },
];

describe.each(EXPIRIES)('a session ended by $label', ({ label, toast, end }) => {
  it.each(PAGES)('on $label ends on login, and logging in leads back there', async (target) => {
    const { context, page, errors } = await openContext(browser(), PHONE);
    await logIn(page, ROUTES.user);
    await end(page);
    await target.open(page);

    await page.getByText(toast).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    const landed = new URL(page.url());
    expect(landed.pathname).toBe(ROUTES.login);
    expect(landed.searchParams.get('redirect')).toBe(target.path);
    await screenshot(page, `session-expiry-${label}-${target.label}-login`);
    // Well past the 500 ms: the shopper is still on login (it used to move them Home).
    await page.waitForTimeout(1500);
    expect(new URL(page.url()).pathname).toBe(ROUTES.login);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' }).isVisible()).resolves.toBe(true);

    await submitLogin(page);
    await page.waitForURL((url) => url.pathname + url.search === target.path);
    await page.getByRole('heading', { level: 1, name: target.heading }).waitFor();
    await screenshot(page, `session-expiry-${label}-${target.label}-back`);
    expect(errors.filter((e) => /Unexpected Application Error|not TabBar page/.test(e))).toEqual([]);
    await context.close();
  });
});

describe('a session that ends under a form', () => {
  it('gives back what was typed into the address form once the shopper has logged in again', async () => {
    const { context, page, errors } = await openContext(browser(), PHONE);
    await logIn(page, ROUTES.addressInfo);
    await page.getByRole('button', { name: 'Save address' }).waitFor();
    await page.getByLabel(/^Recipient/).fill('Marie Dupont');
    await page.getByLabel(/^Mobile number/).fill('202 555 0143');
    await page.getByLabel(/^City/).fill('Springfield');
    await page.getByLabel(/^Street address/).fill('742 Evergreen Terrace');
    await end303(page);
    await page.getByRole('button', { name: 'Save address' }).click();

    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await submitLogin(page);
    await page.waitForURL((url) => url.pathname === ROUTES.addressInfo);
    await page.getByRole('button', { name: 'Save address' }).waitFor();
    expect(await page.getByLabel(/^Recipient/).inputValue()).toBe('Marie Dupont');
    expect(await page.getByLabel(/^Mobile number/).inputValue()).toBe('202 555 0143');
    expect(await page.getByLabel(/^City/).inputValue()).toBe('Springfield');
    expect(await page.getByLabel(/^Street address/).inputValue()).toBe('742 Evergreen Terrace');
    await screenshot(page, 'session-expiry-address-form-back');
    expect(errors.filter((e) => /Unexpected Application Error/.test(e))).toEqual([]);
    await context.close();
  });
});

describe('two tabs of the shop', () => {
  it('logged out in one: the other, on a login-only page, is on login at once and says why; logged in again there, the first follows', async () => {
    const { context, page: first, errors } = await openContext(browser(), PHONE);
    await logIn(first, ROUTES.setUp);
    await first.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const second = await context.newPage();
    second.on('pageerror', (error) => errors.push(error.message));
    await second.goto(links.orderList('paid'));
    await second.getByRole('heading', { level: 1, name: 'My orders' }).waitFor();

    await first.getByRole('button', { name: 'Log out' }).click();
    await first.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await first.waitForURL(`**${ROUTES.user}`);

    // The other tab heard it from the device: on login (a login-only page), told why, no 303 toast.
    await second.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await second.getByText('You logged out in another tab').waitFor();
    expect(await second.getByText('Please log in first').count()).toBe(0);
    await screenshot(second, 'two-tabs-logged-out-elsewhere');

    // Logged in again in that tab: the first tab is signed in too, without a reload.
    await submitLogin(second);
    await second.waitForURL((url) => url.pathname === ROUTES.orderList);
    await first.getByText(/^Logged in as .+ in another tab$/).waitFor();
    await first.getByRole('link', { name: /^To pay/ }).waitFor();
    expect(await first.getByRole('link', { name: 'Log in or sign up' }).count()).toBe(0);
    // Neither tab wrote an older session back: the device holds the new one.
    const stored = await first.evaluate(() => localStorage.getItem('ba-user-token'));
    expect(stored).not.toBeNull();
    expect(errors.filter((e) => /Unexpected Application Error/.test(e))).toEqual([]);
    await context.close();
  });
});
