import { describe, expect, it } from 'vitest';
import { links } from '@/lib/links';
import { openContext, PHONE, screenshot, sharedBrowser } from './harness';
import { axeProblems, logIn, picturesShown, toastGone } from './shop-steps';

const browser = sharedBrowser();

describe('order pages on a phone', () => {
  it('shows the sheets and the review page', async () => {
    const { context, page, errors } = await openContext(browser(), PHONE);
    await logIn(page, links.orderList());
    await page.getByRole('list', { name: 'Orders' }).getByRole('article').first().waitFor();
    await screenshot(page, 'orders-phone-7-list-all');

    const shipped = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Track parcel' }) }).first();
    await shipped.getByRole('button', { name: 'Track parcel' }).click();
    await page.getByRole('dialog', { name: 'Parcel tracking' }).getByText('Carrier').waitFor();
    await page.waitForTimeout(400); // the sheet's slide-in
    await screenshot(page, 'orders-phone-8-sheet-logistics');
    await page.getByRole('dialog', { name: 'Parcel tracking' }).getByRole('button', { name: 'Close' }).click();

    // An unpaid order: a change of address from 'More', then cancelled (asked first).
    const pending = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Pay now' }) }).first();
    const pendingName = (await pending.getAttribute('aria-label')) ?? '';
    await pending.getByRole('button', { name: 'More' }).click();
    await page.getByRole('dialog', { name: /^More for order / }).getByRole('button', { name: 'Change address' }).click();
    await page.getByRole('dialog', { name: 'Deliver to another address' }).getByRole('button').nth(1).waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'orders-phone-9-sheet-address');
    await page.getByRole('dialog', { name: 'Deliver to another address' }).getByRole('button', { name: 'Close' }).click();

    await page.getByRole('article', { name: pendingName }).getByRole('button', { name: 'Cancel order' }).click();
    const askCancel = page.getByRole('dialog').filter({ hasText: /^Cancel order .*\?/ });
    await askCancel.waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'orders-phone-9b-cancel-asked');
    await askCancel.getByRole('button', { name: 'Cancel order' }).click();
    await toastGone(page, 'Order cancelled');
    await page.getByRole('article', { name: pendingName }).getByText('Cancelled').waitFor();

    // A shipped order: receipt confirmed, it moves on to Received.
    const onTheWay = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Confirm receipt' }) }).first();
    const shippedName = (await onTheWay.getAttribute('aria-label')) ?? '';
    await onTheWay.getByRole('button', { name: 'Confirm receipt' }).click();
    const askReceipt = page.getByRole('dialog').filter({ hasText: /^Have you received order/ });
    await askReceipt.getByRole('button', { name: 'Confirm receipt' }).click();
    await toastGone(page, 'Receipt confirmed');
    await page.getByRole('article', { name: shippedName }).getByText('Received', { exact: true }).waitFor();
    await screenshot(page, 'orders-phone-9c-after-cancel-and-receipt');
    expect(await axeProblems(page)).toEqual([]);

    await page.getByRole('tab', { name: /^Received/ }).click();
    await page.getByRole('button', { name: 'Review' }).first().click();
    await page.waitForURL('**/evalauteOrder?orderId=*');
    await page.getByRole('slider').first().waitFor();
    // The goods' thumbnail is a lazy picture: shown before the screenshot is taken.
    await page.locator('main img').first().waitFor();
    await picturesShown(page);
    await screenshot(page, 'orders-phone-10-evaluate');
    expect(await axeProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

// The order pages' desktop layout (list, order, refund request, progress, detail, review) is judged
// at 1280 px, with axe and a screenshot each, by the matrix (tests/e2e/matrix.e2e.test.ts).
