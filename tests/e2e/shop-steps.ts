import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { links } from '@/lib/links';
import { screenshot, waitForApp } from './harness';

/**
 * Steps every browser journey shares: the accessibility check, logging in as the demo buyer,
 * waiting for a page to settle, and reading the cart counts a shopper sees.
 */

/**
 * antd's toasts fade in and out by script (react-spring), not CSS: axe measured one mid-fade at
 * 1.13:1 (customer mode's home; the Me tab under the welcome toast). A toast lasts 1.5–2 s: a page
 * is judged once every toast has gone.
 */
export async function toastsGone(page: Page, timeout = 5000): Promise<void> {
  await page
    .waitForFunction(() => [...document.querySelectorAll('.adm-toast-mask')].every((mask) => getComputedStyle(mask).display === 'none'), null, { timeout })
    .catch(() => undefined);
}

/** Serious and critical accessibility violations of the page as it is now (none expected). */
export async function axeProblems(page: Page): Promise<string[]> {
  await toastsGone(page);
  // Nothing excluded: the navbar and the tab bar are part of every page a shopper uses.
  // resultTypes: every rule still runs and every violation is reported in full; passes and the
  // like are cut to one node each, which spares axe building selectors for the whole page.
  const result = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

/** Only the pages with findings, so a failure lists exactly where to look. */
export function withFindings(problems: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(problems).filter(([, found]) => found.length > 0));
}

/**
 * Logs in as the demo buyer with the password tab, lands on `then`, and waits until the session
 * is stored (a reload before redux-persist writes it would log the shopper out) and the welcome
 * toast, which masks the page for its 1.5 s, is gone.
 */
export async function logIn(page: Page, then: string): Promise<void> {
  await page.goto(links.login(then));
  await waitForApp(page);
  await submitLogin(page);
  try {
    await page.waitForURL(`**${then}`);
  } catch (error) {
    // What the shopper saw instead is kept. It caught CI68/CI69's cause: a line that appeared above
    // the agreement as the configuration came moved it under the click (fixed in 0729ef6).
    await screenshot(page, `login-went-nowhere-${String(Date.now())}`).catch(() => undefined);
    const seen = await page.locator('body').innerText().catch(() => '');
    throw new Error(`logging in did not reach ${then}; on ${page.url()} the page read: ${seen.slice(0, 500)}`, { cause: error });
  }
  await sessionSaved(page);
  await toastGone(page, 'Welcome back');
}

/** The session is stored (a reload before redux-persist writes it would log the shopper out). */
export async function sessionSaved(page: Page): Promise<void> {
  // The token is stored under the spec's own key (as the uni-app client keeps it).
  await page.waitForFunction(() => (localStorage.getItem('ba-user-token') ?? '') !== '');
}

/** On the login page: the demo buyer's name and password, agreement ticked, 'Log in' pressed. */
export async function submitLogin(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByLabel('Username, email or mobile').fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('checkbox', { name: /^I have read and agree/ }).check();
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Lazy pictures in view come in through a throttled queue: wait (a few seconds at most) until
 * every picture on screen has loaded, so a photograph shows the page as a shopper sees it.
 */
export async function picturesShown(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        [...document.images].every((img) => {
          const box = img.getBoundingClientRect();
          const onScreen = box.bottom > 0 && box.top < innerHeight && box.width > 0;
          return !onScreen || (img.complete && img.naturalWidth > 0);
        }),
      null,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(500); // their fade-in
}

/** Waits for a brief toast (with the mask it holds over the page) to come and go. */
export async function toastGone(page: Page, text: string): Promise<void> {
  const toast = page.getByText(text);
  await toast.waitFor({ timeout: 3000 }).catch(() => undefined);
  await toast.waitFor({ state: 'hidden' });
}

/** The page's h1 is up and its loading placeholders are gone; lazy pictures get a moment. */
export async function settle(page: Page, title: string | RegExp, pause = 400): Promise<void> {
  try {
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
  } catch (error) {
    // What was on screen instead, for whoever reads the failure.
    await screenshot(page, `failed-${String(Date.now())}`);
    throw error;
  }
  await page.waitForFunction(() => document.querySelectorAll('.adm-skeleton, [aria-busy="true"]').length === 0, null, { timeout: 15_000 });
  await page.waitForTimeout(pause);
}

/** The number a badge shows beside a name ('Cart 3' → 3), 0 without a badge. */
function countIn(text: string | null): number {
  return Number(/(\d+)/.exec(text ?? '')?.[1] ?? '0');
}

/** The cart count on the tab bar: the badge beside the 'Cart' tab title. */
export async function tabBarCartCount(page: Page): Promise<number> {
  const tab = page.getByRole('navigation', { name: 'Main menu' }).getByText('Cart', { exact: true }).locator('..');
  return countIn(await tab.textContent());
}

/** The cart count on the goods page's cart link. */
export async function goodsBarCartCount(page: Page): Promise<number> {
  return countIn(await page.getByRole('link', { name: /Cart/ }).first().textContent());
}

/** The demo account has coupons it was not told about yet: that pop-up comes first, once. */
export async function dismissCouponPopUp(page: Page, onShown?: () => Promise<void>): Promise<void> {
  const gotIt = page.getByRole('button', { name: 'Got it' });
  if (!(await gotIt.waitFor({ timeout: 5000 }).then(() => true, () => false))) return;
  await page.waitForTimeout(400);
  await onShown?.();
  await gotIt.click();
  await gotIt.waitFor({ state: 'hidden' });
}

/**
 * On a goods page: opens the quantity sheet and sets `quantity` pieces on the first two specs in
 * stock, in one go. Answers the sheet (its 'Add to cart' is the caller's to press) and the specs'
 * names.
 */
export async function setTwoSpecs(page: Page, quantity: number): Promise<{ sheet: Locator; chosen: string[] }> {
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const sheet = page.getByRole('region', { name: 'Choose quantities' });
  await sheet.waitFor();
  const boxes = sheet.getByRole('spinbutton');
  const chosen: string[] = [];
  for (let i = 0; i < (await boxes.count()) && chosen.length < 2; i += 1) {
    const box = boxes.nth(i);
    if (await box.isDisabled()) continue;
    await box.fill(String(quantity));
    await box.blur();
    chosen.push((await box.getAttribute('aria-label')) ?? '');
  }
  return { sheet, chosen };
}

export interface PlacedOrder {
  id: number;
  order_sn: string;
}

/**
 * One call to the shop's API from the page, as the logged-in shopper (the token the app stored),
 * for what a test sets up rather than does: its data, or the server's message if refused.
 */
export async function callAsShopper<T = unknown>(page: Page, path: string, body: object): Promise<T> {
  const envelope = await page.evaluate(
    async ([url, payload]) => {
      const token = localStorage.getItem('ba-user-token') ?? '';
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'client-type': 'H5', server: '1', lang: 'en', 'ba-user-token': token },
        body: JSON.stringify(payload),
      });
      return (await response.json()) as { code: number; msg: string; data: unknown };
    },
    [path, body] as const,
  );
  if (envelope.code !== 1) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data as T;
}

/**
 * An order made through the shop's own calls from the page (the demo backend's service worker
 * answers them): buy-now of a goods with stock at its minimum quantity, then paid from the
 * balance, or paid by bank transfer with a receipt sent (the shop checks it a minute later).
 */
export async function placeOrderByCalls(page: Page, payment: 'balance' | 'receipt'): Promise<PlacedOrder> {
  return page.evaluate(async (how) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'client-type': 'H5', server: '1', lang: 'en' };
    const call = async <T,>(path: string, body: object): Promise<T> => {
      const response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body), credentials: 'include' });
      const envelope = (await response.json()) as { code: number; msg: string; data: T };
      if (envelope.code !== 1) throw new Error(`${path}: ${envelope.msg}`);
      return envelope.data;
    };
    const login = await call<{ userInfo: { token: string } }>('/api/user/checkIn', { tab: 'login', username: 'demo', password: 'demo1234', keep: false });
    headers['ba-user-token'] = login.userInfo.token;
    const goods = await call<{ list: { id: number }[] }>('/api/commodity/commodityList', { page: 1, limit: 20 });
    for (const card of goods.list) {
      const detail = await call<{ min_order_qty: number; specs: { id: number; stock: number }[] }>('/api/commodity/commodityDetails', { id: card.id });
      const spec = detail.specs.find((s) => s.stock >= detail.min_order_qty * 2);
      if (!spec) continue;
      const addresses = await call<{ list: { id: number }[] }>('/api/account/addressList', {});
      const placed = await call<{ id: number; order_sn: string }>('/api/order/place', {
        source: 'buy_now',
        commodity_id: card.id,
        items: [{ specs_id: spec.id, quantity: detail.min_order_qty }],
        address_id: addresses.list[0]?.id,
        coupon_id: null,
        agent_id: null,
        remark: '',
        request_key: `e2e-${String(Date.now())}`,
      });
      if (how === 'balance') await call('/api/payment/orderPay', { order_id: placed.id, pay_method: 'balance' });
      else {
        const receipt = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/%3E';
        await call('/api/payment/uploadPaymentVoucher', { order_id: placed.id, images: [receipt], remark: 'Transfer sent' });
      }
      return { id: placed.id, order_sn: placed.order_sn };
    }
    throw new Error('no goods with stock on the first page');
  }, payment);
}

/**
 * Moves the demo clock (POST /__demo/clock, this context's demo state only) into a running batch
 * when none runs now: the shop's batches run from 10:00 to midnight shop time (UTC+8,
 * mocks/data/marketing.ts), so from 16:00 to 02:00 UTC the home strip shows only coming batches
 * and their goods carry no batch price. A test that needs one running is then run at 10:01.
 */
export async function intoRunningBatch(page: Page): Promise<void> {
  const shopSecondOfDay = (Math.floor(Date.now() / 1000) + 8 * 3600) % 86400;
  const advance = shopSecondOfDay < 10 * 3600 ? 10 * 3600 + 60 - shopSecondOfDay : 0;
  if (advance === 0) return;
  const code = await page.evaluate(async (seconds) => {
    const response = await fetch('/__demo/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advance: seconds }) });
    return ((await response.json()) as { code: number }).code;
  }, advance);
  if (code !== 1) throw new Error(`the demo clock did not move (code ${String(code)})`);
}

/**
 * The release is precached: a first install does it once the app has rendered
 * (src/service-worker/shop-worker.ts), so a test that goes offline right after a first visit waits
 * for all of it (the worker's list, as the build wrote it into /sw.js), as a shopper's offline
 * reload is served from it.
 */
export async function releasePrecached(page: Page): Promise<void> {
  // Polled from here: page.waitForFunction takes a promise for a true value (an async predicate
  // "passes" at once), so it cannot wait on Cache Storage.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const listed = [...(await (await fetch('/sw.js')).text()).matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]);
          if (listed.length === 0) return ['(no precache list in /sw.js)'];
          const name = (await caches.keys()).find((key) => key.includes('precache'));
          // No precache yet: every file is still to come (an empty answer would pass at once).
          if (name === undefined) return listed;
          // Each listed file by its address (a revisioned entry's key carries __WB_REVISION__).
          const held = new Set((await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname));
          return listed.filter((url) => !held.has(url));
        }),
      { timeout: 60_000, interval: 500, message: 'the release is precached (files still missing)' },
    )
    .toEqual([]);
}

/**
 * The device has kept its copy of these reads' answers (src/api/answer-cache.ts), each saved at or
 * after `since` (Date.now() in the page). A page's answers are written as they arrive, after what
 * they show may already be on screen; a test that reloads at once could leave before the write, as
 * a shopper who has read the page does not.
 */
export async function answersKept(page: Page, paths: readonly string[], since: number): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          async ({ wanted, after }) => {
            const cache = await caches.open('acc-plus-answers-v2');
            const kept = new Set<string>();
            for (const request of await cache.keys()) {
              const answer = await cache.match(request);
              if (Number(answer?.headers.get('x-acc-saved-at')) >= after) kept.add(new URL(request.url).pathname.replace(/^\/__saved-answers__/, ''));
            }
            return wanted.filter((path) => !kept.has(path));
          },
          { wanted: paths, after: since },
        ),
      { timeout: 15_000, interval: 250, message: 'the answers are kept on the device (reads still missing)' },
    )
    .toEqual([]);
}
