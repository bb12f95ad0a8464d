import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { links } from '@/lib/links';
import { DESKTOP, launchBrowser, openContext, PHONE, screenshot, waitForApp } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Serious and critical accessibility violations of the page as it is now (none expected). */
async function axeProblems(page: Page): Promise<string[]> {
  // The shell's navbar back area and tab bar are the shell's (reported there); these checks cover the pages.
  const result = await new AxeBuilder({ page }).exclude('.adm-nav-bar-left').exclude('nav[aria-label="Main menu"]').analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function logIn(page: Page, then: string): Promise<void> {
  await page.goto(links.login(then));
  await waitForApp(page);
  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByLabel(/username/i).fill('demo');
  await page.getByLabel(/^password/i).fill('demo1234');
  await page.getByText('I have read and agree').click();
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`**${then}`);
  // The welcome toast holds a mask over the page for its 1.5 s.
  await page
    .getByText('Welcome back')
    .waitFor({ timeout: 3000 })
    .catch(() => undefined);
  await page.getByText('Welcome back').waitFor({ state: 'hidden' });
}

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

/** The order's card in the list, found by its number. */
const cardOf = (page: Page, sn: string) => page.getByRole('article', { name: `Order ${sn}` });

describe('orders journey on a phone', () => {
  it('paid order → its tab → its detail → after-sales → the progress shows it under review', async () => {
    const { context, page, errors } = await openContext(browser, PHONE);
    await logIn(page, links.orderList());
    const order = await createPaidOrder(page);

    // The list, on the paid tab: the new order is there with its actions.
    await page.getByRole('tab', { name: /^Paid/ }).click();
    await page.waitForURL('**/orderList?status=paid');
    const card = cardOf(page, order.order_sn);
    await card.getByRole('button', { name: 'Return or refund' }).waitFor();
    await screenshot(page, 'orders-phone-1-list-paid');
    expect(await axeProblems(page)).toEqual([]);

    // Its detail.
    await card.getByRole('link', { name: `Open order ${order.order_sn}` }).click();
    await page.waitForURL(`**${links.orderInfo(order.id)}`);
    await page.getByRole('group', { name: 'Order progress' }).waitFor();
    await page.getByRole('region', { name: 'Order information' }).getByText(order.order_sn).waitFor();
    await screenshot(page, 'orders-phone-2-order-info');
    expect(await axeProblems(page)).toEqual([]);

    // Apply for after-sales from the detail's action bar.
    await page.getByRole('group', { name: `Actions for order ${order.order_sn}` }).getByRole('button', { name: 'Return or refund' }).click();
    await page.waitForURL(`**${links.refundEdit(order.id)}`);
    await page.getByText(/^Up to \$/).waitFor();
    await page.getByRole('option', { name: 'Quality problem' }).click();
    await page.getByRole('textbox', { name: 'Description' }).fill('The clasp of two pieces does not close.');
    await screenshot(page, 'orders-phone-3-refund-edit');
    expect(await axeProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Submit request' }).click();

    // The progress: under review, approval and refund still to come.
    await page.waitForURL('**/refundDetail/refundProgress?id=*');
    await page.getByText('Request submitted. The shop will review it shortly.').waitFor({ state: 'hidden' });
    const progress = page.getByRole('region', { name: 'Progress of the request' });
    await progress.getByText('Under review').first().waitFor();
    expect(await progress.getByText('Next').count()).toBe(2);
    await screenshot(page, 'orders-phone-4-refund-progress');
    expect(await axeProblems(page)).toEqual([]);

    // Its detail, offering a change while the shop reviews it.
    await page.getByRole('link', { name: 'Request details' }).click();
    await page.waitForURL('**/refundDetail/refundDetail?id=*');
    await page.getByRole('group', { name: 'Request actions' }).getByRole('button', { name: 'Change request' }).waitFor();
    await screenshot(page, 'orders-phone-5-refund-detail');
    expect(await axeProblems(page)).toEqual([]);

    // And in the list's after-sales tab.
    await page.goto(links.orderList('after_sales'));
    await page.getByRole('list', { name: 'After-sales requests' }).getByRole('link').first().waitFor();
    await screenshot(page, 'orders-phone-6-list-after-sales');
    expect(await axeProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the sheets and the review page', async () => {
    const { context, page, errors } = await openContext(browser, PHONE);
    await logIn(page, links.orderList());
    await page.getByRole('list', { name: 'Orders' }).getByRole('article').first().waitFor();
    await screenshot(page, 'orders-phone-7-list-all');

    const shipped = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Track parcel' }) }).first();
    await shipped.getByRole('button', { name: 'Track parcel' }).click();
    await page.getByRole('dialog', { name: 'Parcel tracking' }).getByText('Carrier').waitFor();
    await page.waitForTimeout(400); // the sheet's slide-in
    await screenshot(page, 'orders-phone-8-sheet-logistics');
    await page.getByRole('dialog', { name: 'Parcel tracking' }).getByRole('button', { name: 'Close' }).click();

    const pending = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Pay now' }) }).first();
    await pending.getByRole('button', { name: 'Change address' }).click();
    await page.getByRole('dialog', { name: 'Deliver to another address' }).getByRole('button').nth(1).waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'orders-phone-9-sheet-address');
    await page.getByRole('dialog', { name: 'Deliver to another address' }).getByRole('button', { name: 'Close' }).click();

    await page.getByRole('tab', { name: /^Received/ }).click();
    await page.getByRole('button', { name: 'Review' }).first().click();
    await page.waitForURL('**/evalauteOrder?orderId=*');
    await page.getByRole('slider').first().waitFor();
    await screenshot(page, 'orders-phone-10-evaluate');
    expect(await axeProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('orders pages on a desktop', () => {
  it('lays the pages out for a wide screen', async () => {
    const { context, page, errors } = await openContext(browser, DESKTOP);
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
    // The success toast holds a mask over the page for its 1.5 s.
    await page.getByText('Request submitted. The shop will review it shortly.').waitFor({ state: 'hidden' });
    await screenshot(page, 'orders-desktop-4-refund-progress');
    await page.getByRole('link', { name: 'Request details' }).click();
    await page.getByRole('group', { name: 'Request actions' }).waitFor();
    await screenshot(page, 'orders-desktop-5-refund-detail');
    await page.goto(links.orderList('received'));
    await page.getByRole('button', { name: 'Review' }).first().click();
    await page.getByRole('slider').first().waitFor();
    await screenshot(page, 'orders-desktop-6-evaluate');
    expect(errors).toEqual([]);
    await context.close();
  });
});
