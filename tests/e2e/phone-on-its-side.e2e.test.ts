import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { ON_ITS_SIDE, openContext, screenshot, sharedBrowser } from './harness';
import { goodsBarCartCount, logIn, settle, toastGone } from './shop-steps';

/**
 * A shopper who turns the phone on its side (to see a ring's picture larger, or because it sits in
 * a stand on the counter) has about 300 px of height under the browser's bar. Every sheet and
 * pop-up must still let them reach each of its controls and finish what they opened it for: the
 * quantity sheet had left its sizes 0 px between its head and its buttons, and the new-coupons
 * pop-up put "Got it" below the screen's edge.
 */
const browser = sharedBrowser();

/** The open sheet or pop-up: antd's body of the last one opened (a sheet may open another). */
function openSheet(page: Page): Locator {
  return page.locator('.adm-popup-body, .adm-center-popup-body').filter({ visible: true }).last();
}

/**
 * The controls of the open sheet a shopper cannot press, by name: Playwright's trial click scrolls
 * each into view as a thumb would (trying another alignment when the sheet's own sticky foot covers
 * it) and checks that the control itself, nothing laid over it, takes the press. Disabled controls
 * and the ones kept off screen on purpose (a code box's native input) are not judged.
 */
async function unpressable(sheet: Locator): Promise<string[]> {
  const controls = sheet.locator('button, input, textarea, a[href], [role="button"], [role="checkbox"], [role="radio"]');
  const missed: string[] = [];
  for (let i = 0; i < (await controls.count()) && missed.length < 5; i += 1) {
    const control = controls.nth(i);
    const judged = await control.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && box.right > 0 && !(el as HTMLButtonElement).disabled && getComputedStyle(el).visibility !== 'hidden';
    });
    if (!judged) continue;
    const pressed = await control.click({ trial: true, timeout: 2500 }).then(() => true, () => false);
    if (!pressed) missed.push(await control.evaluate((el) => (el.getAttribute('aria-label') ?? (el.textContent.trim() || el.tagName)).trim().slice(0, 50)));
  }
  return missed;
}

/** Opens a sheet with `open`, judges it, photographs it, and closes it with its own Close. */
async function judgeSheet(page: Page, name: string, open: () => Promise<void>): Promise<string[]> {
  await open();
  const sheet = openSheet(page);
  await sheet.waitFor();
  await page.waitForTimeout(400); // its slide-in
  await screenshot(page, `on-its-side-${name}`);
  const missed = await unpressable(sheet);
  await page.keyboard.press('Escape');
  await sheet.waitFor({ state: 'hidden' });
  return missed.map((control) => `${name}: ${control}`);
}

describe('a phone on its side (740 × 300 px)', () => {
  it('lets the shopper press every control of the shop\'s sheets and pop-ups, and order from the quantity sheet', async () => {
    const { context, page, errors } = await openContext(browser(), ON_ITS_SIDE);
    await logIn(page, ROUTES.home);

    // The new-coupons pop-up, three coupons and two buttons taller than the screen: "Got it" is
    // pressed where a thumb finds it, and the pop-up goes.
    const gotIt = page.getByRole('button', { name: 'Got it' });
    await gotIt.waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'on-its-side-coupon-pop-up');
    await gotIt.click({ timeout: 5000 });
    await gotIt.waitFor({ state: 'hidden' });

    // The quantity sheet: a size a few rows down gets its pieces and goes into the cart.
    await page.goto(links.goodsInfo(10001));
    await settle(page, 'Product details');
    const before = await goodsBarCartCount(page);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const sheet = page.getByRole('region', { name: 'Choose quantities' });
    await sheet.waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'on-its-side-quantity-sheet');
    const rows = sheet.getByRole('listitem').filter({ has: page.getByRole('spinbutton', { disabled: false }) });
    const row = rows.nth(2);
    await row.getByRole('button', { name: 'Increase quantity' }).click({ timeout: 5000 });
    await row.getByRole('spinbutton').fill('12');
    await row.getByRole('spinbutton').blur();
    const add = sheet.getByRole('button', { name: 'Add to cart' });
    await expect.poll(() => add.isEnabled()).toBe(true);
    await screenshot(page, 'on-its-side-quantity-sheet-filled');
    await add.click({ timeout: 5000 });
    await toastGone(page, 'Added to cart');
    expect(await goodsBarCartCount(page)).toBeGreaterThan(before);

    // Every other kind of sheet, each where a shopper opens it.
    const missed: string[] = [];
    missed.push(...(await judgeSheet(page, 'quantity-sheet', () => page.getByRole('button', { name: 'Add to cart' }).click())));
    missed.push(...(await judgeSheet(page, 'reviews', () => page.getByRole('button', { name: /See all/ }).click())));

    await page.goto(links.classList(1));
    await settle(page, /.+/);
    missed.push(...(await judgeSheet(page, 'filter', () => page.getByRole('button', { name: /^Filter/ }).click())));

    await page.goto(links.confirmOrderFromCart());
    await settle(page, 'Confirm order');
    missed.push(...(await judgeSheet(page, 'checkout-address', () => page.getByText('Deliver to', { exact: true }).click())));
    missed.push(...(await judgeSheet(page, 'checkout-agent', () => page.getByText('Sales agent', { exact: true }).click())));

    await page.goto(links.orderList('pending_payment'));
    await page.getByRole('link', { name: /ACC\d+/ }).first().click();
    await settle(page, 'Order details');
    for (const action of ['Change address', 'Note to the shop']) {
      missed.push(...(await judgeSheet(page, `order-${action}`, async () => {
        await page.getByRole('button', { name: 'More' }).click();
        await page.getByRole('button', { name: action }).click();
      })));
    }

    await page.goto(links.addressInfo());
    await settle(page, /.+/);
    missed.push(...(await judgeSheet(page, 'address-country', () => page.getByRole('button', { name: /Country or region/ }).click())));

    // The cart's coupons: the cart holds the size ordered above.
    await page.goto(ROUTES.cart);
    await settle(page, /.+/);
    missed.push(...(await judgeSheet(page, 'cart-coupons', () => page.getByRole('button', { name: /^Coupon/ }).click())));

    // An invoice requested for a paid order, then who it is made out to changed.
    await page.goto(links.invoiceApplication());
    await settle(page, 'Request an invoice');
    await page.getByRole('checkbox').first().click();
    await page.getByRole('radio', { name: /Bijoux Lina SARL/ }).waitFor();
    await page.getByRole('button', { name: 'Submit request' }).click();
    await page.getByRole('list', { name: 'Invoices' }).getByText('Requested').first().waitFor();
    await toastGone(page, 'Invoice requested');
    missed.push(...(await judgeSheet(page, 'invoice-details', () => page.getByRole('button', { name: 'Change details' }).first().click())));

    // A top-up by bank transfer, then its instructions opened again from the top-up history.
    await page.goto(ROUTES.recharge);
    await settle(page, /.+/);
    await page.getByLabel(/^Amount/).fill('80');
    await page.getByRole('button', { name: /^Top up/ }).click();
    await page.getByText('Bank of China, Yiwu Branch').waitFor();
    await page.goto(ROUTES.rechargeRecord);
    await settle(page, /.+/);
    missed.push(...(await judgeSheet(page, 'transfer', () => page.getByRole('button', { name: /^How to pay top-up/ }).first().click())));

    await page.goto(ROUTES.accountSettings);
    await settle(page, 'Account and security');
    missed.push(...(await judgeSheet(page, 'change-mobile', () => page.getByText('Mobile number', { exact: true }).click())));

    expect(missed).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
