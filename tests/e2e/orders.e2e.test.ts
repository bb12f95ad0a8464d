import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { links } from '@/lib/links';
import { DESKTOP, openContext, PHONE, screenshot, sharedBrowser } from './harness';
import { axeProblems, logIn, picturesShown, toastGone } from './shop-steps';

const browser = sharedBrowser();

interface Placed {
  id: number;
  order_sn: string;
}

/**
 * A paid order made through the shop's own calls from the page (the demo backend's service worker
 * answers them): buy-now of a goods with stock at its minimum quantity, paid from the balance.
 */
async function createPaidOrder(page: Page): Promise<Placed> {
  return page.evaluate(async () => {
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
      await call('/api/payment/orderPay', { order_id: placed.id, pay_method: 'balance' });
      return { id: placed.id, order_sn: placed.order_sn };
    }
    throw new Error('no goods with stock on the first page');
  });
}


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

describe('orders pages on a desktop', () => {
  it('lays the pages out for a wide screen', async () => {
    const { context, page, errors } = await openContext(browser(), DESKTOP);
    await logIn(page, links.orderList());
    const order = await createPaidOrder(page);
    await page.goto(links.orderList());
    await page.getByRole('list', { name: 'Orders' }).getByRole('article').first().waitFor();
    await screenshot(page, 'orders-desktop-1-list');
    await page.goto(links.orderInfo(order.id));
    await page.getByRole('group', { name: 'Order progress' }).waitFor();
    await screenshot(page, 'orders-desktop-2-order-info');
    await page.goto(links.refundEdit(order.id));
    await page.getByText(/^Up to \$/).waitFor();
    await screenshot(page, 'orders-desktop-3-refund-edit');
    await page.getByRole('option', { name: 'Arrived damaged' }).click();
    await page.getByRole('button', { name: 'Submit request' }).click();
    await page.waitForURL('**/refundProgress?id=*');
    await page.getByRole('region', { name: 'Progress of the request' }).getByText('Under review').first().waitFor();
    await toastGone(page, 'Request submitted. The shop will review it shortly.');
    await screenshot(page, 'orders-desktop-4-refund-progress');
    await page.getByRole('link', { name: 'Request details' }).click();
    await page.getByRole('group', { name: 'Request actions' }).waitFor();
    await screenshot(page, 'orders-desktop-5-refund-detail');
    await page.goto(links.orderList('received'));
    await page.getByRole('button', { name: 'Review' }).first().click();
    await page.getByRole('slider').first().waitFor();
    // The goods' thumbnail is a lazy picture: shown before the screenshot is taken.
    await page.locator('main img').first().waitFor();
    await picturesShown(page);
    await screenshot(page, 'orders-desktop-6-evaluate');
    expect(errors).toEqual([]);
    await context.close();
  });
});
