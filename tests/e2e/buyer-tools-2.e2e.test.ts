import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { catalogue } from '@mocks/data/catalogue';
import { openContext, screenshot, sharedBrowser } from './harness';
import { axeProblems, dismissCouponPopUp, logIn, picturesShown, settle, toastGone, withFindings } from './shop-steps';

/**
 * Issue 15's second half on the demo backend, on a phone (375 px): stock watch (watch a sold-out
 * option, restock it with the demo's control call, see the alert when the shop opens). Screenshots
 * of each step under test-results/buyer-tools-2-*.png; axe on every page.
 */

const browser = sharedBrowser();

/** A demo-only control call, from the page (the demo backend is the page's service worker). */
async function demoControl(page: Page, path: string, body: object): Promise<void> {
  const answer = await page.evaluate(
    async ([to, json]) => {
      const response = await fetch(to, { method: 'POST', headers: { 'content-type': 'application/json' }, body: json });
      return (await response.json()) as { code: number; msg: string };
    },
    [path, JSON.stringify(body)] as const,
  );
  expect(answer.code, answer.msg).toBe(1);
}

/** System notifications allowed, and each one shown kept in `window.__notifications` for the test to read. */
async function recordNotifications(context: BrowserContext): Promise<void> {
  await context.grantPermissions(['notifications']);
  await context.addInitScript(() => {
    const shown: { title: string; body: string }[] = [];
    (window as unknown as { __notifications: typeof shown }).__notifications = shown;
    class Recorded {
      static permission = 'granted';
      static requestPermission = () => Promise.resolve('granted');
      onclick: (() => void) | null = null;
      constructor(title: string, options: { body?: string } = {}) {
        shown.push({ title, body: options.body ?? '' });
      }
      close(): void {
        // Nothing shown on screen to close.
      }
    }
    Object.defineProperty(window, 'Notification', { value: Recorded, configurable: true, writable: true });
  });
}

/**
 * The page at `path` in the four other languages (the stored language, as the shop keeps it,
 * then a reload), a screenshot each for a person to read; back to English after.
 */
async function inEveryLanguage(page: Page, path: string, name: string): Promise<void> {
  for (const lang of ['zh-CN', 'zh-TW', 'fr', 'es', 'en']) {
    await page.evaluate((code) => localStorage.setItem('lang', code), lang);
    await page.goto(path);
    await page.waitForFunction((code) => document.documentElement.lang === code, lang);
    // Loaded: the page's content under its title, and no placeholder left.
    await page.locator('main h2').first().waitFor({ timeout: 20_000 });
    await page.waitForFunction(() => document.querySelectorAll('.adm-skeleton, [aria-busy="true"]').length === 0);
    await picturesShown(page);
    if (lang !== 'en') await screenshot(page, `buyer-tools-2-${name}-${lang}`);
  }
}

/** A console's bare 'Failed to load resource' names no address: the failing responses are listed too. */
function listFailures(page: Page, errors: string[]): void {
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${String(response.status())} ${response.url()}`);
  });
}

function lookAt(page: Page, prefix: string, problems: Record<string, string[]>) {
  let step = 0;
  return async (name: string) => {
    step += 1;
    await picturesShown(page);
    await screenshot(page, `buyer-tools-2-${prefix}-${String(step).padStart(2, '0')}-${name}`);
    problems[`${prefix}-${name}`] = await axeProblems(page);
  };
}

describe('buyer tools, part 2, on a phone', () => {
  it('stock watch: a sold-out option watched, listed in Me › Stock watch, restocked in the demo, told in a toast and a system notification', async () => {
    const { context, page, errors } = await openContext(browser());
    await recordNotifications(context);
    const problems: Record<string, string[]> = {};
    const look = lookAt(page, 'watch', problems);
    const goods = catalogue().find((g) => g.specs.some((s) => s.stock === 0) && g.specs.some((s) => s.stock > 0));
    const soldOut = goods?.specs.find((s) => s.stock === 0);
    if (!goods || !soldOut) throw new Error('the demo catalogue has no goods with a sold-out option');

    await logIn(page, links.goodsInfo(goods.id));
    await dismissCouponPopUp(page);
    await settle(page, 'Product details');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const sheet = page.getByRole('region', { name: 'Choose quantities' });
    await sheet.waitFor();
    const watch = sheet.getByRole('button', { name: `Tell me when ${soldOut.title.en} is back` });
    await watch.scrollIntoViewIfNeeded();
    await look('sold-out-option');
    await watch.click();
    await page.getByText('We’ll tell you when it’s back in stock').waitFor();
    expect(await watch.getAttribute('aria-pressed')).toBe('true');
    await look('watching');
    await toastGone(page, 'We’ll tell you when it’s back in stock');

    // Listed in the Me tab.
    await page.goto(ROUTES.user);
    await dismissCouponPopUp(page);
    await page.getByRole('link', { name: 'Stock watch' }).click();
    await settle(page, 'Stock watch');
    const list = page.getByRole('list', { name: 'Watched items' });
    await list.getByText(goods.name.en).waitFor();
    await list.getByText(/^Sold out · watching since /u).waitFor();
    await look('list-watching');

    // Restocked in the demo; the shop, opened again, checks and tells.
    await demoControl(page, '/__demo/restock', { specs_id: soldOut.id, quantity: 30 });
    await page.goto(links.goodsInfo(goods.id));
    await page.getByText(`Back in stock: ${goods.name.en} — ${soldOut.title.en}`).waitFor({ timeout: 20_000 });
    // At once: the toast stays five seconds.
    await screenshot(page, 'buyer-tools-2-watch-03b-toast-back');
    const notes = await page.evaluate(() => (window as unknown as { __notifications: { title: string; body: string }[] }).__notifications);
    expect(notes).toEqual([{ title: 'Back in stock', body: `${goods.name.en} — ${soldOut.title.en}: 30 pieces in stock now` }]);

    await page.goto(ROUTES.stockWatch);
    await settle(page, 'Stock watch');
    await list.getByText(/^Back in stock since .* · 30 pieces$/u).waitFor();
    await look('list-back');
    await inEveryLanguage(page, ROUTES.stockWatch, 'watch-list');

    expect(withFindings(problems)).toEqual({});
    expect(errors).toEqual([]);
    await context.close();
  });

  it('customer mode: entered from the Me tab; home, a category and a goods show retail prices only; the cart address sends back; the PIN leaves it', async () => {
    const { context, page, errors } = await openContext(browser());
    listFailures(page, errors);
    const problems: Record<string, string[]> = {};
    const look = lookAt(page, 'customer', problems);
    const goods = catalogue().at(0);
    if (!goods) throw new Error('the demo catalogue is empty');
    /** Every amount of money on screen, as written ('$32.99'). */
    const amounts = async () => (await page.locator('main').innerText()).match(/\$[\d,]+\.\d{2}/gu) ?? [];

    await logIn(page, ROUTES.user);
    await dismissCouponPopUp(page);
    await page.getByRole('link', { name: 'Customer mode' }).click();
    await settle(page, 'Customer mode');
    await page.getByRole('textbox', { name: 'Markup value' }).fill('2.5');
    await page.getByLabel('PIN to leave (4 to 8 digits)').fill('2468');
    await page.getByLabel('PIN again').fill('2468');
    await page.getByText('A wholesale price of $10.00 shows as $25.99.').waitFor();
    await look('enter');
    await page.getByRole('button', { name: 'Start customer mode' }).click();

    // Home: search, categories, goods at retail prices (all ending .99), no minimum, no quick order, no cart tab.
    await settle(page, 'Home');
    const home = page.getByRole('main');
    await home.getByText(/^\$[\d,]+\.99$/u).first().waitFor({ timeout: 20_000 });
    await look('home');
    expect(await amounts()).not.toEqual([]);
    expect((await amounts()).filter((a) => !a.endsWith('.99'))).toEqual([]);
    expect(await home.getByText(/Min\. order|^from /u).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Quick order' }).count()).toBe(0);
    const tabs = page.getByRole('navigation', { name: 'Main menu' });
    expect(await tabs.getByText('Cart', { exact: true }).count()).toBe(0);

    // A category.
    await page.goto(links.classList(goods.category.id, goods.category.name.en));
    await page.getByRole('list', { name: goods.category.name.en }).getByRole('listitem').first().waitFor({ timeout: 20_000 });
    await picturesShown(page);
    await look('category');
    expect(await amounts()).not.toEqual([]);
    expect((await amounts()).filter((a) => !a.endsWith('.99'))).toEqual([]);

    // A goods: one retail price, no tiers, no minimum, no buying.
    await page.goto(links.goodsInfo(goods.id));
    await settle(page, 'Product details');
    await page.getByRole('heading', { level: 2, name: goods.name.en }).waitFor();
    await look('goods');
    expect(await amounts()).toHaveLength(1);
    expect((await amounts())[0]).toMatch(/\.99$/u);
    expect(await page.getByRole('heading', { name: 'Wholesale prices' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add to cart' }).count()).toBe(0);
    await inEveryLanguage(page, links.goodsInfo(goods.id), 'customer-goods');

    // The cart by its address: customer mode's page, which asks for the PIN.
    await page.goto(ROUTES.cart);
    await settle(page, 'Customer mode');
    await page.getByRole('heading', { name: 'Customer mode is on' }).waitFor();
    await page.getByLabel('Your PIN').fill('1111');
    await page.getByRole('button', { name: 'Leave customer mode' }).click();
    await page.getByRole('alert').getByText('That is not the PIN. Try again.').waitFor();
    await look('wrong-pin');
    await page.getByLabel('Your PIN').fill('2468');
    await page.getByRole('button', { name: 'Leave customer mode' }).click();
    await settle(page, 'Me');
    await page.goto(links.goodsInfo(goods.id));
    await page.getByRole('heading', { name: 'Wholesale prices' }).waitFor();

    expect(withFindings(problems)).toEqual({});
    expect(errors).toEqual([]);
    await context.close();
  });

  it('line sheet: goods of a search at retail prices in French, printed to PDF at A4 and Letter, and opened by its link without an account', async () => {
    const { context, page, errors } = await openContext(browser());
    listFailures(page, errors);
    const problems: Record<string, string[]> = {};
    const look = lookAt(page, 'sheet', problems);
    await logIn(page, ROUTES.user);
    await dismissCouponPopUp(page);
    await page.getByRole('link', { name: 'Line sheets' }).click();
    await settle(page, 'Line sheet');
    // A search by the start of a code: the goods ACC-A10001 to ACC-A10009.
    await page.getByText('A search', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Search words or a code' }).fill('ACC-A1000');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('heading', { name: /^Goods \((\d+) of \1\)$/u }).waitFor({ timeout: 20_000 });
    // Read once it has stopped changing: a CI rehearsal read "Goods (6 of 6)", then waited in vain
    // for "4 of 6" after two clicks, under load (the cause was not found; it passes alone).
    const headingText = async () => (await page.getByRole('heading', { name: /^Goods \(/u }).textContent()) ?? '';
    let heading = '';
    await expect
      .poll(
        async () => {
          const before = heading;
          await page.waitForTimeout(1000);
          heading = await headingText();
          return heading === before && /^Goods \((\d+) of \1\)$/u.test(heading);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const count = Number(/of (\d+)/u.exec(heading)?.[1]);
    expect(count).toBeGreaterThan(2);
    // Two left out.
    const choices = page.getByRole('list', { name: /^Goods \(/u }).getByRole('checkbox');
    await choices.nth(0).click({ force: true });
    await choices.nth(1).click({ force: true });
    await page.getByRole('heading', { name: `Goods (${String(count - 2)} of ${String(count)})` }).waitFor();
    await page.getByLabel('Language of the sheet').selectOption('fr');
    await page.getByLabel('Title (optional)').fill('Printemps — bagues');
    await page.getByText('No wholesale price is on the sheet or in its link.', { exact: false }).waitFor();
    await look('builder');
    await page.getByRole('button', { name: 'Make the line sheet' }).click();

    // The sheet, in French, retail prices only (customer mode's markup: ×2.5, ending .99).
    const sheet = page.getByRole('article', { name: 'Printemps — bagues' });
    await sheet.waitFor({ timeout: 20_000 });
    const entries = sheet.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect.poll(() => entries.count(), { timeout: 30_000 }).toBe(count - 2);
    await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
    await picturesShown(page);
    const url = new URL(page.url());
    expect(url.pathname).toBe(ROUTES.lineSheet);
    expect(url.search).not.toMatch(/token/iu);
    const text = await sheet.innerText();
    expect(text).toContain('Prix au');
    const prices = text.match(/\d+,\d{2}/gu) ?? [];
    expect(prices).toHaveLength(count - 2);
    expect(prices.filter((p) => !p.endsWith(',99'))).toEqual([]);
    expect(text).not.toMatch(/Minimum|dès \d/u);
    await look('sheet');

    // Printed: the chrome stays off paper; a PDF at A4 and at Letter.
    // As on paper: print media at the width of A4 and of Letter at 96 dpi (less the 12 mm margins).
    await page.emulateMedia({ media: 'print' });
    for (const [name, width] of [['A4', 703], ['Letter', 725]] as const) {
      await page.setViewportSize({ width, height: 1000 });
      await page.waitForTimeout(300);
      await screenshot(page, `buyer-tools-2-sheet-print-${name}`);
    }
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 375, height: 812 });
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await page.pdf({ format, printBackground: true, path: path.resolve(import.meta.dirname, `../../test-results/buyer-tools-2-sheet-${format}.pdf`) });
      const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/gu) ?? [];
      expect(pdf.length).toBeGreaterThan(10_000);
      expect(pages.length).toBeGreaterThanOrEqual(1);
    }

    // The link, opened by a customer who has no account here.
    const guest = await openContext(browser());
    listFailures(guest.page, guest.errors);
    await guest.page.goto(url.pathname + url.search);
    const shared = guest.page.getByRole('article', { name: 'Printemps — bagues' });
    await shared.waitFor({ timeout: 30_000 });
    await expect.poll(() => shared.getByRole('heading', { level: 3 }).count(), { timeout: 30_000 }).toBe(count - 2);
    expect(((await shared.innerText()).match(/\d+,\d{2}/gu) ?? []).sort()).toEqual([...prices].sort());
    await guest.page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
    await picturesShown(guest.page);
    await screenshot(guest.page, 'buyer-tools-2-sheet-guest');
    expect(guest.errors).toEqual([]);
    await guest.context.close();

    expect(withFindings(problems)).toEqual({});
    expect(errors).toEqual([]);
    await context.close();
  });
});
