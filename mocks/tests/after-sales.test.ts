// @vitest-environment node
import type { OrderDetail } from '@/api/types';
import { moneyText } from '../lib/money';
import { configureDemo } from '../lib/settings';
import { call, demoToken, ok } from '../testing/call';
import { fakeClock, passes, stockedSpec } from '../testing/fixtures';

let token = '';
beforeEach(async () => {
  fakeClock();
  configureDemo({ tokenTtl: 90 * 86400 });
  token = await demoToken();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A fresh order paid by card; shipped and received when `deliver` is set. */
async function paidOrder(deliver: boolean): Promise<OrderDetail> {
  const { goods, spec } = stockedSpec(200, (g) => g.moq <= 5 && (g.tiers.at(0)?.cents ?? 0) >= 300);
  const addressId = (await ok('/api/account/addressList', {}, { token })).list.at(0)?.id ?? 0;
  const placed = await ok('/api/order/place', { source: 'buy_now', commodity_id: goods.id, items: [{ specs_id: spec.id, quantity: 20 }], address_id: addressId, coupon_id: null, agent_id: null, remark: '', request_key: `as-${String(Math.random())}` }, { token });
  await ok('/api/payment/orderPay', { order_id: placed.id, pay_method: 'credit_card' }, { token });
  if (deliver) passes(121 + 600);
  return ok('/api/order/details', { id: placed.id }, { token });
}

async function balance(): Promise<number> {
  return Number((await ok('/api/account/balanceOrderList', { page: 1, limit: 1 }, { token })).balance);
}

describe('after-sales', () => {
  it('refunds a paid, unshipped order: apply → under review → approved → refunded to the balance', async () => {
    const order = await paidOrder(false);
    const item = order.items.at(0);
    if (!item) throw new Error('no item');
    const preview = await ok('/api/order/confirmAfterSales', { order_id: order.id, order_item_ids: [item.id] }, { token });
    expect(preview.types).toEqual(['refund_only']);
    expect(Number(preview.max_amount)).toBeLessThanOrEqual(Number(item.amount));
    expect(await call('/api/order/applyAfterSales', { order_id: order.id, items: [{ order_item_id: item.id, quantity: 20 }], type: 'return_refund', reason: 'no_longer_needed', amount: preview.max_amount, description: '', images: [] }, { token })).toMatchObject({ code: 0, msg: 'Goods that have not shipped can only be refunded, not returned' });
    const tooMuch = (Number(preview.max_amount) + 0.01).toFixed(2);
    expect(await call('/api/order/applyAfterSales', { order_id: order.id, items: [{ order_item_id: item.id, quantity: 20 }], type: 'refund_only', reason: 'no_longer_needed', amount: tooMuch, description: '', images: [] }, { token })).toMatchObject({ code: 0, msg: `amount can be at most ${moneyText('en', Math.round(Number(preview.max_amount) * 100))} for these items` });
    const { id } = await ok('/api/order/applyAfterSales', { order_id: order.id, items: [{ order_item_id: item.id, quantity: 20 }], type: 'refund_only', reason: 'no_longer_needed', amount: preview.max_amount, description: 'Ordered twice', images: [] }, { token });
    expect((await ok('/api/order/afterSalesDetails', { id }, { token })).status).toBe('under_review');
    expect((await ok('/api/order/afterSalesButton', { id }, { token })).actions).toEqual(['edit', 'progress']);
    expect((await ok('/api/order/orderQuantityStatistics', {}, { token })).after_sales).toBe(1);
    // The shop holds the parcel while the case is open.
    passes(61);
    expect((await ok('/api/order/afterSalesDetails', { id }, { token })).status).toBe('approved');
    expect((await ok('/api/order/details', { id: order.id }, { token })).status).toBe('paid');
    const before = await balance();
    passes(121);
    const done = await ok('/api/order/afterSalesDetails', { id }, { token });
    expect(done.status).toBe('refunded');
    expect(done.timeline.map((t) => t.status)).toEqual(['under_review', 'approved', 'refunded']);
    expect(await balance()).toBeCloseTo(before + Number(preview.max_amount), 2);
    expect((await ok('/api/order/details', { id: order.id }, { token })).status).toBe('cancelled');
    expect(await call('/api/order/confirmAfterSales', { order_id: order.id, order_item_ids: [item.id] }, { token })).toMatchObject({ code: 0, msg: 'This order was cancelled' });
  });

  it('runs a return: approved → the shopper sends the parcel → returning → refunded', async () => {
    const order = await paidOrder(true);
    expect(order.status).toBe('received');
    const item = order.items.at(0);
    if (!item) throw new Error('no item');
    const { id } = await ok('/api/order/applyAfterSales', { order_id: order.id, items: [{ order_item_id: item.id, quantity: 5 }], type: 'return_refund', reason: 'damaged', amount: '1.00', description: 'Bent posts', images: ['data:image/png;base64,iVBORw0KGgo='] }, { token });
    expect(await call('/api/order/applyAfterSales', { order_id: order.id, items: [{ order_item_id: item.id, quantity: 1 }], type: 'refund_only', reason: 'damaged', amount: '1.00', description: '', images: [] }, { token })).toMatchObject({ code: 0, msg: 'An after-sales case is already open for this item' });
    expect(await call('/api/order/editAppyAfterSales', { id, step: 'return_shipping', logistics_company_id: 2, tracking_no: 'DHL12345678' }, { token })).toMatchObject({ code: 0, msg: 'Return shipping is only needed once a return is approved' });
    passes(61);
    const approved = await ok('/api/order/afterSalesDetails', { id }, { token });
    expect(approved.return_address?.city).toBe('Yiwu');
    expect((await ok('/api/order/afterSalesButton', { id }, { token })).actions).toEqual(['return_shipping', 'progress']);
    await ok('/api/order/editAppyAfterSales', { id, step: 'return_shipping', logistics_company_id: 2, tracking_no: 'DHL12345678' }, { token });
    expect((await ok('/api/order/afterSalesDetails', { id }, { token })).return_logistics).toEqual({ company: 'DHL Express', tracking_no: 'DHL12345678' });
    passes(121);
    const done = await ok('/api/order/afterSalesDetails', { id }, { token });
    expect(done.timeline.map((t) => t.status)).toEqual(['under_review', 'approved', 'returning', 'refunded']);
    expect(done.refund_time).not.toBeNull();
    const list = await ok('/api/order/afterSalesList', { page: 1, limit: 10, status: 'refunded' }, { token });
    expect(list.list.map((a) => a.id)).toContain(id);
  });

  it('edits an application under review, and a rejected one goes back to review', async () => {
    const order = await paidOrder(true);
    const item = order.items.at(0);
    if (!item) throw new Error('no item');
    const { id } = await ok('/api/order/applyAfterSales', { order_id: order.id, items: [{ order_item_id: item.id, quantity: 2 }], type: 'refund_only', reason: 'quality', amount: '2.00', description: 'Scratched #reject', images: [] }, { token });
    await ok('/api/order/editAppyAfterSales', { id, step: 'application', type: 'refund_only', reason: 'quality', amount: '1.50', description: 'Scratched, see photos #reject', images: [] }, { token });
    expect((await ok('/api/order/afterSalesDetails', { id }, { token })).amount).toBe('1.50');
    passes(61);
    const rejected = await ok('/api/order/afterSalesDetails', { id }, { token });
    expect(rejected.status).toBe('rejected');
    expect(rejected.shop_note).not.toBe('');
    await ok('/api/order/editAppyAfterSales', { id, step: 'application', type: 'refund_only', reason: 'quality', amount: '1.50', description: 'Clear photos attached', images: [] }, { token });
    const again = await ok('/api/order/afterSalesDetails', { id }, { token });
    expect(again.status).toBe('under_review');
    expect(again.timeline.map((t) => t.status)).toEqual(['under_review', 'under_review', 'rejected', 'under_review']);
    passes(61);
    expect(await call('/api/order/editAppyAfterSales', { id, step: 'application', type: 'refund_only', reason: 'quality', amount: '1.00', description: '', images: [] }, { token })).toMatchObject({ code: 0, msg: 'This case can no longer be edited' });
  });

  it('refuses unpaid orders and other shoppers’ cases', async () => {
    const pending = (await ok('/api/order/list', { page: 1, limit: 5, status: 'pending_payment' }, { token })).list.at(0);
    expect(await call('/api/order/confirmAfterSales', { order_id: pending?.id ?? 0, order_item_ids: [pending?.items.at(0)?.id ?? 0] }, { token })).toMatchObject({ code: 0, msg: 'This order is not paid yet' });
    const seeded = (await ok('/api/order/afterSalesList', { page: 1, limit: 5 }, { token })).list.at(0);
    expect(seeded?.status).toBe('refunded');
    await ok('/api/sms/send', { mobile: '13500001111', area_code: '86', event: 'user_login' });
    const other = (await ok('/api/user/mobileLogin', { mobile: '13500001111', area_code: '86', captcha: '123456' })).userInfo.token;
    expect(await call('/api/order/afterSalesDetails', { id: seeded?.id ?? 0 }, { token: other })).toMatchObject({ code: 0, msg: 'After-sales case not found' });
  });
});
