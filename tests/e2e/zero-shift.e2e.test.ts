import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openContext, PHONE, screenshot, sharedBrowser } from './harness';
import { logIn } from './shop-steps';

/**
 * Nothing moves while a page fills in (issue 12): the layout-shift entries the browser reports,
 * from the first byte through the data arriving and the pictures decoding, sum to 0 at 375 px.
 * Skeletons hold the size of what replaces them; a section with nothing to show takes no room from
 * the start. Each page is a first visit (a fresh context), as a shopper from a shared link meets
 * it: the fingerprint and the demo backend start after the first paint, the data comes later.
 * Not timed: the waits are for content, and the observer sees every shift whatever the speed.
 * Nor does the page go blank on the way: index.html's painted shell stays until the shop's first
 * frame replaces it.
 */
const browser = sharedBrowser();

interface Shift {
  value: number;
  sources: string[];
}

/** Registered before any script of the page runs; layout-shift entries are buffered from the start. */
function observeShifts(): void {
  const shifts: { value: number; sources: string[] }[] = [];
  (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    const label = node.getAttribute('aria-label') ?? node.textContent.trim().slice(0, 40);
    return `${node.tagName.toLowerCase()}.${[...node.classList].join('.')} "${label}"`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }[]) {
      // As CLS counts them: a shift right after the shopper's own input is expected.
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        sources: entry.sources.map((s) => `${describe(s.node)} y ${String(Math.round(s.previousRect.y))}→${String(Math.round(s.currentRect.y))} h ${String(Math.round(s.previousRect.height))}→${String(Math.round(s.currentRect.height))}`),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // index.html's painted shell is replaced by the shop's first frame, never by an empty page.
  const flags = { blank: false };
  (window as unknown as { __root: typeof flags }).__root = flags;
  let filled = false;
  new MutationObserver(() => {
    const root = document.getElementById('root');
    if (!root) return;
    if (root.childElementCount > 0) filled = true;
    else if (filled) flags.blank = true;
  }).observe(document, { childList: true, subtree: true });
}

/** Every picture on the page decoded (data arrived and drawn), then a moment for late effects. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), null, { timeout: 30_000 });
  await page.waitForTimeout(1500);
}

const PAGES: [string, string, (p: Page) => Promise<void>][] = [
  ['home', '/pages/tabbar/home/home', (p) => p.getByRole('list', { name: 'Recommended for you' }).getByRole('listitem').first().waitFor()],
  ['class', '/pages/tabbar/class/class', (p) => p.getByRole('navigation', { name: 'Categories' }).waitFor()],
  ['msg', '/pages/tabbar/msg/msg', (p) => p.getByRole('heading', { level: 1 }).first().waitFor()],
  ['cart', '/pages/tabbar/cart/cart', (p) => p.getByRole('heading', { level: 1 }).first().waitFor()],
  ['user', '/pages/tabbar/user/user', (p) => p.getByRole('heading', { level: 1 }).first().waitFor()],
  ['class-list', '/pages/business/class/classList?categoryId=1&title=Rings', (p) => p.getByRole('list', { name: 'Rings' }).getByRole('listitem').first().waitFor()],
  ['results', '/pages/business/search/searchResult?keyword=ring', (p) => p.getByRole('list', { name: 'Search results' }).getByRole('listitem').first().waitFor()],
  ['goods', '/pages/business/goods/goodsInfo?id=10001', (p) => p.getByRole('list', { name: 'Wholesale prices' }).waitFor()],
];

/** Loads `path` in a new page of the context, watching for shifts from its first byte. */
async function shiftsOn(context: BrowserContext, name: string, path: string, ready: (p: Page) => Promise<void>) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(observeShifts);
  await page.goto(path);
  await ready(page);
  await settled(page);
  await screenshot(page, `zero-shift-${name}`);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  const { blank } = await page.evaluate(() => (window as unknown as { __root: { blank: boolean } }).__root);
  await page.close();
  return { total: shifts.reduce((sum, s) => sum + s.value, 0), shifts, errors, blank };
}

// The sources say what moved, so a failure points at the section to fix.
const none = { total: 0, shifts: [], errors: [], blank: false };

describe('no layout shift while a page fills in, at 375 px', () => {
  it.each(PAGES)('%s, a first visit', async (name, path, ready) => {
    const { context } = await openContext(browser(), PHONE);
    expect(await shiftsOn(context, name, path, ready)).toEqual(none);
    await context.close();
  });

  it('login, a first visit: the form stays put when the demo hint comes with the configuration', async () => {
    const { context } = await openContext(browser(), PHONE);
    const { shifts, errors, blank } = await shiftsOn(context, 'login', '/pages/login/login', (p) =>
      p.getByRole('region', { name: 'Demo shop' }).waitFor(),
    );
    expect({ errors, blank }).toEqual({ errors: [], blank: false });
    // Nothing moves up or down. What still moves is the mobile number's row, a few pixels sideways,
    // when the area code arrives ("+" → "+1"; about 0.0003). Before, the hint pushed the whole form
    // down 108 px (0.104).
    const movedDown = shifts.flatMap((s) => s.sources).filter((source) => {
      const [, from, to] = / y (-?[\d.]+)→(-?[\d.]+) /u.exec(source) ?? [];
      return from !== to;
    });
    expect(movedDown).toEqual([]);
    await context.close();
  });

  it('login, the password tab chosen before the configuration comes: "Log in" and the agreement stay put', async () => {
    // The configuration held back, so the shopper is on the password tab before the demo hint and
    // its "Fill in the demo account" link come. That link used to appear above "Log in" and push it
    // and the agreement down a line: a tap on the agreement aimed a moment before missed it (two
    // red CI runs, a browser test's login left with the agreement unticked).
    const { context } = await openContext(browser(), PHONE);
    const page = await context.newPage();
    await page.addInitScript(observeShifts);
    await page.goto('/pages/login/login?demoFault=slow=2500:/api/common/getConfiguration');
    await page.getByRole('tab', { name: 'Password' }).click();
    const logInButton = page.getByRole('button', { name: 'Log in' });
    const agreement = page.getByText('I have read and agree');
    await logInButton.waitFor();
    // Still before the configuration: the demo hint is only its unseen stand-in.
    expect(await page.getByRole('region', { name: 'Demo shop' }).count()).toBe(0);
    const before = [await logInButton.boundingBox(), await agreement.boundingBox()];
    await page.getByRole('region', { name: 'Demo shop' }).waitFor();
    await page.getByRole('button', { name: 'Fill in the demo account' }).waitFor();
    expect([await logInButton.boundingBox(), await agreement.boundingBox()]).toEqual(before);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
    expect(shifts.flatMap((s) => s.sources).filter((source) => / y (-?[\d.]+)→(?!\1 )/u.test(source))).toEqual([]);
    await screenshot(page, 'zero-shift-login-password');
    await context.close();
  });

  it('home with a slow stylesheet: the shop\'s mark paints before it arrives, and nothing moves when it does', async () => {
    const { context } = await openContext(browser(), PHONE);
    // The entry's stylesheet (the one index.html links) held back, as on a phone's line behind the
    // entry's scripts.
    const html = await (await context.request.get('/')).text();
    const href = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)"/u.exec(html)?.[1];
    if (!href) throw new Error('index.html links no stylesheet');
    const isStylesheet = (url: URL) => url.pathname === href;
    await context.route(isStylesheet, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const page = await context.newPage();
    await page.addInitScript(observeShifts);
    await page.goto('/pages/tabbar/home/home');
    await page.getByRole('list', { name: 'Recommended for you' }).getByRole('listitem').first().waitFor();
    await settled(page);
    const { painted, styled, shifts } = await page.evaluate((stylesheet) => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      styled: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) => new URL(entry.name).pathname === stylesheet)?.responseEnd ?? 0,
      shifts: (window as unknown as { __shifts: Shift[] }).__shifts,
    }), href);
    expect(painted).toBeLessThan(styled);
    expect(shifts).toEqual([]);
    await context.close();
  });

  const LOGGED_IN: [string, string, (p: Page) => Promise<void>][] = [
    ['home-logged-in', '/pages/tabbar/home/home', (p) => p.getByRole('list', { name: 'Recommended for you' }).getByRole('listitem').first().waitFor()],
    ['msg-logged-in', '/pages/tabbar/msg/msg', (p) => p.getByRole('listitem').first().waitFor()],
    ['cart-logged-in', '/pages/tabbar/cart/cart', (p) => p.getByRole('heading', { level: 1 }).first().waitFor()],
    ['user-logged-in', '/pages/tabbar/user/user', (p) => p.getByText('Gold').first().waitFor()],
    ['orders', '/pages/business/order/orderList', (p) => p.getByRole('listitem').first().waitFor()],
    ['favourites', '/pages/business/user/myCollection/myCollection', (p) => p.getByRole('listitem').first().waitFor()],
  ];
  it('logged in, on a return visit: the tab pages and the order and favourite lists', async () => {
    const { context } = await openContext(browser(), PHONE);
    const login = await context.newPage();
    await logIn(login, '/pages/tabbar/user/user');
    await login.close();
    const found: Record<string, unknown> = {};
    for (const [name, path, ready] of LOGGED_IN) {
      const result = await shiftsOn(context, name, path, ready);
      if (result.total > 0 || result.errors.length > 0 || result.blank) found[name] = result;
    }
    expect(found).toEqual({});
    await context.close();
  });
});
