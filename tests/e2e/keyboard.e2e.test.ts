import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { DESKTOP, openContext, screenshot, sharedBrowser } from './harness';
import { logIn } from './shop-steps';

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
    const names = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      const focused = await tab(page);
      if (focused.where !== 'browser') names.add(focused.name);
    }
    expect([...names].sort()).toEqual(['Cancel', 'Log out']);
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
