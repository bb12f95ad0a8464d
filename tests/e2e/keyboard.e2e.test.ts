import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { DESKTOP, PHONE, openContext, screenshot, sharedBrowser } from './harness';
import { logIn, settle } from './shop-steps';

/**
 * A shopper at a desktop keyboard (or a screen reader): an open sheet or dialog holds focus until
 * it is closed, Escape closes it, focus goes back to what opened it, and the focused button shows.
 */
const browser = sharedBrowser();

/**
 * What Tab focuses next: its name, and where it is: in an open overlay, on the page, or nowhere in
 * the page (the browser's own controls, where a Tab past the last control goes, as from a native
 * modal dialog).
 */
async function tab(page: Page, shift = false) {
  await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
  return page.evaluate(() => {
    const el = document.activeElement;
    const where = !el || el === document.body ? 'browser' : el.closest('.adm-popup, .adm-center-popup') ? 'overlay' : 'page';
    return { name: el?.getAttribute('aria-label') ?? el?.textContent.trim() ?? '', where };
  });
}

async function focusedName(page: Page) {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent.trim() ?? '');
}

async function tabTo(page: Page, name: RegExp, limit = 30) {
  for (let i = 0; i < limit; i += 1) {
    if (name.test((await tab(page)).name)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

/**
 * Where the focused control is, once the frame after the Tab has run: 'covered' if a bar (a fixed
 * or sticky layer that does not hold it) is on top of it at any of fifteen points across it or it
 * is off screen, else 'clear'. 'none' when focus has left the page.
 */
async function focusedPlace(page: Page) {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const el = document.activeElement;
    if (!el || el === document.body) return { name: '', place: 'none' as const };
    const name = (el.getAttribute('aria-label') ?? el.textContent.trim()) || el.tagName.toLowerCase();
    const layerOf = (node: Element | null) => {
      for (let at = node; at; at = at.parentElement) if (['fixed', 'sticky'].includes(getComputedStyle(at).position)) return at;
      return null;
    };
    const rect = el.getBoundingClientRect();
    let inView = 0;
    let covered = 0;
    for (let ix = 1; ix <= 5; ix += 1) {
      for (let iy = 1; iy <= 3; iy += 1) {
        const x = rect.left + (rect.width * ix) / 6;
        const y = rect.top + (rect.height * iy) / 4;
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
        inView += 1;
        const layer = layerOf(document.elementFromPoint(x, y));
        if (layer && !layer.contains(el)) covered += 1;
      }
    }
    return { name: `${name.slice(0, 40)} (${String(Math.round(rect.top))}–${String(Math.round(rect.bottom))} px)`, place: inView > 0 && covered === 0 ? ('clear' as const) : ('covered' as const) };
  });
}

describe('the keyboard and the bars fixed over the page', () => {
  it('scrolls each control Tab reaches out from under the tab bar, the pay bar and the goods bar on a phone', async () => {
    const { context, page, errors } = await openContext(browser(), PHONE);
    await logIn(page, ROUTES.cart);
    // Goods: its options row came to rest under "Add to cart"; the cart: a line's box and the
    // coupon button under the pay bar; the order: its note under "Submit order"; messages: the
    // list's rows under the tab bar (WCAG 2.4.11).
    for (const [path, heading] of [
      [ROUTES.cart, 'Cart'],
      [links.goodsInfo(10001), 'Product details'],
      [links.confirmOrderFromCart(), 'Confirm order'],
      [ROUTES.msg, 'Messages'],
    ] as const) {
      await page.goto(path);
      await settle(page, heading);
      // The watch starts after the first paint, its own chunk.
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/focus-clearance-')));
      const covered: string[] = [];
      let reached = 0;
      for (let i = 0; i < 60; i += 1) {
        await page.keyboard.press('Tab');
        const focused = await focusedPlace(page);
        if (focused.place === 'none' && reached > 0) break;
        if (focused.place === 'none') continue;
        reached += 1;
        if (focused.place === 'covered') covered.push(focused.name);
      }
      expect({ path, covered }).toEqual({ path, covered: [] });
      expect(reached).toBeGreaterThan(5);
    }
    // What a shopper sees: the goods page's options row, ringed, above "Add to cart".
    await page.goto(links.goodsInfo(10001));
    await tabTo(page, /^Options/);
    expect((await focusedPlace(page)).place).toBe('clear');
    await screenshot(page, 'keyboard-options-clear-of-bar');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the keyboard in sheets and dialogs', () => {
  it('stays in the picture viewer, the goods sheet, the coupons pop-up and the log-out dialog; Escape closes them and focus goes back; carousels are one Tab stop', async () => {
    const { context, page, errors } = await openContext(browser(), DESKTOP);
    await logIn(page, links.goodsInfo(10001));
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    // The picture viewer: focus in it, Escape closes it, focus back on the picture that opened it.
    // One Tab stop for the pictures, the one shown; the arrow keys show the next.
    await tabTo(page, /^Picture 1 of 5/);
    await page.keyboard.press('ArrowRight');
    expect(await focusedName(page)).toMatch(/^Picture 2 of 5/);
    // The swiper shows it too (its drag gesture took arrow keys as a nudge and snapped back).
    await expect.poll(() => page.getByText(/^\d \/ 5$/).textContent()).toBe('2 / 5');
    await page.keyboard.press('Enter');
    const save = page.getByRole('button', { name: 'Save picture' });
    // Seen by a screen reader too: antd's mask is aria-hidden, and the viewer draws inside it.
    await save.waitFor();
    await screenshot(page, 'keyboard-picture-viewer');
    // Turned from the keyboard too: its Previous and Next buttons, then the arrow keys.
    expect((await tab(page)).name).toBe('Previous picture');
    expect((await tab(page)).name).toBe('Next picture');
    expect((await tab(page)).name).toBe('Save picture');
    await page.keyboard.press('ArrowRight');
    await page.getByText('Picture 3 of 5', { exact: true }).waitFor({ state: 'attached' });
    await expect.poll(() => page.getByText(/^\d \/ 5$/).last().textContent()).toBe('3 / 5');
    await page.keyboard.press('Escape');
    await save.waitFor({ state: 'hidden' });
    await expect.poll(() => focusedName(page)).toMatch(/^Picture 2 of 5/);

    // The focused button is seen: antd takes its ring away, the shop gives it back.
    expect((await tab(page)).name).toBe('Print tags with barcodes');
    await tabTo(page, /^Add to cart$/);
    expect(await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle)).toBe('solid');

    await tabTo(page, /^Options/);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Close' }).waitFor();
    await screenshot(page, 'keyboard-goods-sheet');
    // Twenty Tabs either way never leave the sheet for the page behind it.
    const outside: string[] = [];
    for (const shift of [false, true]) {
      for (let i = 0; i < 20; i += 1) {
        const focused = await tab(page, shift);
        if (focused.where === 'page') outside.push(focused.name);
      }
    }
    expect(outside).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Close' }).waitFor({ state: 'hidden' });
    await expect.poll(() => focusedName(page)).toMatch(/^Options/);

    // Home: the new coupons' pop-up holds focus and Escape closes it; then one banner is a Tab stop
    // and the arrow keys turn them.
    await page.goto(ROUTES.home);
    const coupons = page.getByRole('heading', { name: /new coupons/ });
    await coupons.waitFor();
    expect((await tab(page)).where).toBe('overlay');
    await page.keyboard.press('Escape');
    await coupons.waitFor({ state: 'hidden' });
    await tabTo(page, /^New season earrings$/);
    expect((await tab(page)).name).toBe('Stop the slideshow');
    await tab(page, true);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => focusedName(page)).not.toBe('New season earrings');
    const turned = await focusedName(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focusedName(page)).toBe('New season earrings');
    expect(turned).not.toBe('');
    await page.waitForTimeout(800);
    await screenshot(page, 'keyboard-home-banner');

    await page.goto(ROUTES.setUp);
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await tabTo(page, /^Log out$/, 60);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // The dialog takes focus as its opening animation starts; a Tab pressed before that went on
    // through the page behind it (once, on a busy machine: five names).
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') != null)).toBe(true);
    const names = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      const focused = await tab(page);
      if (focused.where !== 'browser') names.add(focused.name);
    }
    expect([...names].sort(), JSON.stringify([...names])).toEqual(['Cancel', 'Log out']);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Escape is Cancel: still logged in, still on the settings, focus back on the button.
    expect(new URL(page.url()).pathname).toBe(ROUTES.setUp);
    await expect.poll(() => focusedName(page)).toBe('Log out');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sets a birthday by keyboard: the date wheels are spin buttons the arrow keys turn, Enter confirms', async () => {
    const { context, page, errors } = await openContext(browser(), DESKTOP);
    await logIn(page, ROUTES.userInfo);
    await page.getByRole('heading', { level: 1, name: 'My profile' }).waitFor();
    await tabTo(page, /^May 12, 1990$/, 40);
    await page.keyboard.press('Enter');
    const year = page.getByRole('spinbutton', { name: 'Year' });
    await year.waitFor();
    // From the sheet: its Close and Confirm, then the year, month and day wheels.
    const order: string[] = [];
    for (let i = 0; i < 5; i += 1) order.push((await tab(page)).name);
    expect(order).toEqual(['Close', 'Confirm', 'Year', 'Month', 'Day']);
    await tab(page, true);
    await tab(page, true);
    expect(await focusedName(page)).toBe('Year');
    // The option the focused wheel shows is ringed.
    expect(await page.evaluate(() => getComputedStyle(document.activeElement?.querySelector('[data-selected="true"]') as Element).outlineStyle)).toBe('solid');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => year.getAttribute('aria-valuetext')).toBe('1989');
    await tab(page);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.getByRole('spinbutton', { name: 'Month' }).getAttribute('aria-valuetext')).toBe('June');
    await page.waitForTimeout(500);
    await screenshot(page, 'keyboard-birthday-wheels');
    await page.keyboard.press('Enter');
    await year.waitFor({ state: 'hidden' });
    // The date chosen shows, and focus is back on the field that opened the wheels.
    await expect.poll(() => focusedName(page)).toBe('June 12, 1989');
    expect(errors).toEqual([]);
    await context.close();
  });
});
