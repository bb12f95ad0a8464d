import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { DESKTOP, openContext, PHONE, screenshot, sharedBrowser } from './harness';
import { axeProblems, goodsBarCartCount, logIn, setTwoSpecs, settle, withFindings } from './shop-steps';

/** Classic Zircon Stacking Ring: minimum order 1, several specs in stock (the demo catalogue). */
const RING = 10006;

const browser = sharedBrowser();

/** Two specs of the ring, five pieces each, through the goods page's quantity sheet. */
async function addTwoSpecs(page: Page): Promise<void> {
  await page.goto(links.goodsInfo(RING));
  await page.getByRole('list', { name: 'Wholesale prices' }).waitFor();
  const { sheet, chosen } = await setTwoSpecs(page, 5);
  expect(chosen).toHaveLength(2);
  const before = await goodsBarCartCount(page);
  await sheet.getByRole('button', { name: 'Add to cart' }).click();
  // The toast is brief; the cart count answered by the server is the lasting sign.
  await expect.poll(() => goodsBarCartCount(page), { timeout: 15_000 }).toBeGreaterThan(before);
}

/** Cart → confirm → place: answers the new order's id. */
async function checkOut(page: Page, label: string, problems: Record<string, string[]>): Promise<number> {
  await page.goto(ROUTES.cart);
  await settle(page, 'Cart');
  await page.getByRole('region', { name: 'Classic Zircon Stacking Ring' }).waitFor();
  await screenshot(page, `checkout-${label}-cart`);
  problems.cart = await axeProblems(page);
  const checkout = page.getByRole('button', { name: /^Check out \(\d+\)/ });
  await expect.poll(() => checkout.isEnabled()).toBe(true);
  await checkout.click();

  await page.waitForURL('**/confirmOrder?source=cart');
  await settle(page, 'Confirm order');
  await page.getByRole('heading', { name: 'Order summary' }).waitFor();
  await page.getByRole('textbox', { name: 'Note to the shop' }).fill('Please pack the rings in separate bags.');
  await screenshot(page, `checkout-${label}-confirm`);
  problems.confirm = await axeProblems(page);
  const place = page.getByRole('button', { name: 'Place order' });
  await expect.poll(() => place.isEnabled()).toBe(true);
  await place.click();

  await page.waitForURL('**/pages/business/pay/pay?orderId=*');
  return Number(new URL(page.url()).searchParams.get('orderId'));
}

describe('checkout journey on a phone', () => {
  it('two specs of a goods → cart → confirm → place → pay with balance → paid', async () => {
    const { context, page, errors } = await openContext(browser(), PHONE);
    await logIn(page, links.goodsInfo(RING));
    await addTwoSpecs(page);
    const problems: Record<string, string[]> = {};

    const orderId = await checkOut(page, 'phone', problems);
    expect(orderId).toBeGreaterThan(0);
    await settle(page, 'Payment');
    await screenshot(page, 'checkout-phone-pay');
    await page.getByRole('radio', { name: 'Account balance' }).waitFor();
    problems.pay = await axeProblems(page);

    // The transfer view, seen on the way (accounts to copy, receipt upload), then back to balance.
    // Chosen by a tap on its description, the row's second line: the whole row is the radio's.
    const transferHint = await page.getByText('Transfer to our bank account, then upload the receipt').boundingBox();
    if (!transferHint) throw new Error('the bank transfer row shows no description');
    await page.mouse.click(transferHint.x + transferHint.width / 2, transferHint.y + transferHint.height / 2);
    await expect.poll(() => page.getByRole('radio', { name: 'Bank transfer' }).isChecked()).toBe(true);
    await page.getByRole('article', { name: 'Bank of China, Yiwu Branch' }).waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'checkout-phone-pay-transfer');
    problems.payTransfer = await axeProblems(page);
    await page.getByRole('radio', { name: 'Account balance' }).click();

    const pay = page.getByRole('button', { name: /^Pay \$/ });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await pay.click();
    await page.waitForURL(`**${links.payStu(orderId)}`);
    await page.getByText('Payment received').waitFor();
    await settle(page, 'Payment status');
    await screenshot(page, 'checkout-phone-pay-stu');
    problems.payStu = await axeProblems(page);

    await page.goto(links.otherList(orderId));
    await settle(page, 'Other payers');
    await page.getByText('Louis Martin').first().waitFor();
    await screenshot(page, 'checkout-phone-other-list');
    problems.otherList = await axeProblems(page);

    await page.goto(links.bankCar());
    await settle(page, 'Shop bank accounts');
    await screenshot(page, 'checkout-phone-bank-car');
    problems.bankCar = await axeProblems(page);

    // The next step from the status page: the order, with the ring in it.
    await page.goto(links.payStu(orderId));
    await page.getByText('Payment received').waitFor();
    await page.getByRole('button', { name: 'View order' }).click();
    await page.waitForURL(`**${links.orderInfo(orderId)}`);
    await page.getByText('Classic Zircon Stacking Ring').first().waitFor();

    expect(withFindings(problems)).toEqual({});
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** A 1×1 PNG: a picture the browser can decode (the receipt is scaled through a canvas). */
const RECEIPT_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** How many picture drafts the device holds (IndexedDB, src/lib/picture-drafts.ts). */
function pictureDraftCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('acc-plus-drafts');
        open.onerror = () => reject(new Error('no drafts database'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('pictures')) {
            db.close();
            resolve(0);
            return;
          }
          const count = db.transaction('pictures').objectStore('pictures').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(new Error('count failed'));
        };
      }),
  );
}

describe('paying by transfer on a phone', () => {
  it('keeps the receipt picked and its note through a reload (the shopper went to the banking app), then sends them', async () => {
    const { context, page, errors } = await openContext(browser(), PHONE);
    await logIn(page, links.goodsInfo(RING));
    await addTwoSpecs(page);
    const orderId = await checkOut(page, 'transfer', {});
    await settle(page, 'Payment');
    await page.getByRole('radio', { name: 'Bank transfer' }).click();
    const receipt = page.getByRole('group', { name: 'Transfer receipt' });
    await receipt.locator('input[type=file]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
    const picture = receipt.getByRole('img', { name: 'Transfer receipt, image 1' });
    await picture.waitFor();
    await expect.poll(() => receipt.getByText('Uploading…').count()).toBe(0);
    await page.getByRole('textbox', { name: 'Note (optional)' }).fill('Paid from the Lyon account');

    await page.reload();
    await settle(page, 'Payment');
    await picture.waitFor();
    // Scaled through a canvas into a JPEG when picked: the picture kept is the one sent.
    expect(await picture.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    expect(await page.getByRole('textbox', { name: 'Note (optional)' }).inputValue()).toBe('Paid from the Lyon account');
    await page.getByRole('textbox', { name: 'Note (optional)' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'checkout-phone-pay-transfer-kept');

    await page.getByRole('button', { name: 'Submit receipt' }).click();
    await page.waitForURL(`**${links.payStu(orderId)}`);
    await page.getByText('Receipt under review').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'View receipt picture 1' }).count()).toBe(1);
    // Sent: nothing of it is left on the device.
    await expect.poll(() => pictureDraftCount(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('checkout pages on a desktop', () => {
  it('render well at 1280 px: cart, confirmation, pay, status, other payers, bank cards', async () => {
    const { context, page, errors } = await openContext(browser(), DESKTOP);
    await logIn(page, links.goodsInfo(RING));
    await addTwoSpecs(page);
    const problems: Record<string, string[]> = {};
    const orderId = await checkOut(page, 'desktop', problems);
    await settle(page, 'Payment');
    await page.getByRole('radio', { name: 'Bank transfer' }).click();
    await page.getByRole('article', { name: 'Bank of China, Yiwu Branch' }).waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'checkout-desktop-pay-transfer');
    problems.payTransfer = await axeProblems(page);
    await page.getByRole('radio', { name: 'Account balance' }).click();
    await screenshot(page, 'checkout-desktop-pay');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.getByText('Payment received').waitFor();
    await settle(page, 'Payment status');
    await screenshot(page, 'checkout-desktop-pay-stu');

    await page.goto(links.otherList(orderId));
    await settle(page, 'Other payers');
    await page.getByText('Louis Martin').first().waitFor();
    await screenshot(page, 'checkout-desktop-other-list');
    await page.goto(links.bankCar());
    await settle(page, 'Shop bank accounts');
    await screenshot(page, 'checkout-desktop-bank-car');
    problems.bankCar = await axeProblems(page);

    // An empty cart after the order: the way back to the catalogue.
    await page.goto(ROUTES.cart);
    await settle(page, 'Cart');
    await screenshot(page, 'checkout-desktop-cart-after');

    expect(withFindings(problems)).toEqual({});
    expect(errors).toEqual([]);
    await context.close();
  });
});
