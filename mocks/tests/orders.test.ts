import { goodsById } from '../data/catalogue';
import { configureDemo } from '../lib/settings';
import { call, demoToken, ok } from '../testing/call';
import { fakeClock, notInBatch, passes, stockedSpec } from '../testing/fixtures';
import { addAddress, newShopper } from '../testing/shoppers';

let token = '';
let addressId = 0;
beforeEach(async () => {
  fakeClock();
  // Orders live for days here; the token lifetime has its own tests.
  configureDemo({ tokenTtl: 90 * 86400 });
  token = await demoToken();
  addressId = (await ok('/api/account/addressList', {}, { token })).list.at(0)?.id ?? 0;
});
afterEach(() => {
  vi.useRealTimers();
});

const key = () => `k-${String(Math.random())}`;

async function buyNow(goodsId: number, specId: number, quantity: number, t = token, address = addressId, couponId: number | null = null) {
  return ok('/api/order/place', { source: 'buy_now', commodity_id: goodsId, items: [{ specs_id: specId, quantity }], address_id: address, coupon_id: couponId, agent_id: null, remark: '', request_key: key() }, { token: t });
}

async function stockOf(goodsId: number, specId: number): Promise<number> {
  const d = await ok('/api/commodity/commodityDetails', { id: goodsId });
  return d.specs.find((s) => s.id === specId)?.stock ?? -1;
}

describe('confirm and place', () => {
  it('previews the cart order with the default address, coupons, pay methods and balance', async () => {
    const cart = await ok('/api/commodity/shoppingCartList', {}, { token });
    const cartIds = cart.list.flatMap((g) => g.lines.map((l) => l.id));
    const preview = await ok('/api/order/confirmOrder', { source: 'cart', cart_ids: cartIds }, { token });
    expect(preview.address?.is_default).toBe(true);
    expect(preview.calculation.lines.length).toBe(cart.list.length);
    expect(preview.pay_methods).toEqual(['balance', 'bank_transfer', 'credit_card']);
    expect(preview.balance).toMatch(/^\d+\.\d\d$/);
    const wx = await ok('/api/order/confirmOrder', { source: 'cart', cart_ids: cartIds }, { token, clientType: 'H5-WX' });
    expect(wx.pay_methods).toContain('wechat');
  });

  it('places a cart order: stock is taken, the lines leave the cart, and a retried key answers the same order', async () => {
    const cart = await ok('/api/commodity/shoppingCartList', {}, { token });
    const line = cart.list.at(0)?.lines.at(0);
    if (!line) throw new Error('seeded cart');
    const group = cart.list.at(0);
    const cartIds = group?.lines.map((l) => l.id) ?? [];
    const stockBefore = await stockOf(line.commodity_id, line.specs_id);
    const body = { source: 'cart', cart_ids: cartIds, address_id: addressId, coupon_id: null, agent_id: 2, remark: 'Pack by colour', request_key: 'same-key' };
    const placed = await ok('/api/order/place', body, { token });
    expect(placed.status).toBe('pending_payment');
    expect(placed.cart_count).toBe(cart.list.flatMap((g) => g.lines).length - cartIds.length);
    expect(await stockOf(line.commodity_id, line.specs_id)).toBe(stockBefore - line.quantity);
    expect((await ok('/api/order/place', body, { token })).id).toBe(placed.id);
    const detail = await ok('/api/order/details', { id: placed.id }, { token });
    expect(detail).toMatchObject({ remark: 'Pack by colour', agent: { id: 2 }, pay_deadline: expect.any(Number) as unknown, voucher_status: 'none' });
    expect(detail.address.country).toBe('France');
  });

  it('answers 304 at place when stock ran out since the preview', async () => {
    const { goods, spec } = stockedSpec(40, (g) => g.moq <= 10 && g.specs.some((s) => s.stock >= 40 && s.stock <= 120));
    const target = goods.specs.find((s) => s.stock >= 40 && s.stock <= 120) ?? spec;
    const all = await stockOf(goods.id, target.id);
    const want = { source: 'buy_now', commodity_id: goods.id, items: [{ specs_id: target.id, quantity: all }] };
    expect((await call('/api/order/confirmOrder', want, { token })).code).toBe(1);
    const other = await newShopper();
    await buyNow(goods.id, target.id, goods.moq, other, await addAddress(other));
    const res = await call('/api/order/place', { ...want, address_id: addressId, coupon_id: null, agent_id: null, remark: '', request_key: key() }, { token, lang: 'zh-CN' });
    expect(res).toMatchObject({ code: 304, data: [{ commodity_title: goods.name['zh-CN'], specs_title: target.title['zh-CN'] }] });
    expect((await call('/api/order/confirmOrder', want, { token })).code).toBe(304);
  });

  it('refuses an order below the minimum, without an address, or with a bad source', async () => {
    const { goods, spec } = stockedSpec(100, (g) => g.moq >= 10);
    const base = { source: 'buy_now', commodity_id: goods.id, items: [{ specs_id: spec.id, quantity: 2 }], coupon_id: null, agent_id: null, remark: '', request_key: key() };
    const preview = await ok('/api/order/confirmOrder', base, { token });
    expect(preview.calculation.lines.at(0)?.below_min_order).toBe(true);
    expect(await call('/api/order/place', { ...base, address_id: addressId }, { token })).toMatchObject({ code: 0, msg: expect.stringContaining(`is ${String(goods.moq)} pieces`) as unknown });
    expect(await call('/api/order/place', { ...base, address_id: 1 }, { token })).toMatchObject({ code: 0, msg: 'Address not found' });
    expect(await call('/api/order/place', { ...base, source: 'fax', address_id: addressId }, { token })).toMatchObject({ code: 0, msg: "source must be 'cart' or 'buy_now'" });
  });
});

describe('paying and the order’s life', () => {
  it('pays from the balance against the ledger', async () => {
    const { goods, spec } = stockedSpec(100, (g) => g.moq <= 5 && notInBatch(g));
    const placed = await buyNow(goods.id, spec.id, 10);
    const before = await ok('/api/account/balanceOrderList', { page: 1, limit: 5 }, { token });
    const paid = await ok('/api/payment/orderPay', { order_id: placed.id, pay_method: 'balance' }, { token });
    expect(paid).toEqual({ status: 'paid', redirect_url: '' });
    const after = await ok('/api/account/balanceOrderList', { page: 1, limit: 5 }, { token });
    expect(Number(after.balance)).toBeCloseTo(Number(before.balance) - Number(placed.pay_amount), 2);
    expect(after.list.at(0)).toMatchObject({ kind: 'payment', amount: `-${placed.pay_amount}`, balance_after: after.balance, order_sn: placed.order_sn, status: 'completed' });
    expect(await call('/api/payment/orderPay', { order_id: placed.id, pay_method: 'balance' }, { token })).toMatchObject({ code: 0, msg: 'This order is already paid' });
  });

  it('refuses a balance payment the balance cannot cover', async () => {
    const { balance } = await ok('/api/account/balanceOrderList', { page: 1, limit: 1 }, { token });
    await ok('/api/account/balanceWithdrawal', { amount: (Number(balance) - 1).toFixed(2), bank: { bank_name: 'Bank', account_name: 'Lina Chen', account_no: 'FR7630002005500000157845Z02' } }, { token });
    const { goods, spec } = stockedSpec(100, (g) => g.moq <= 5 && (g.tiers.at(0)?.cents ?? 0) > 200);
    const placed = await buyNow(goods.id, spec.id, 10);
    expect(await call('/api/payment/orderPay', { order_id: placed.id, pay_method: 'balance' }, { token })).toMatchObject({ code: 0, msg: expect.stringContaining('Insufficient balance: $1.00 available') as unknown });
    expect((await ok('/api/order/details', { id: placed.id }, { token })).status).toBe('pending_payment');
  });

  it('moves paid → shipped (with logistics) → received → completed, with the actions of each state', async () => {
    const { goods, spec } = stockedSpec(100, (g) => g.moq <= 5);
    const placed = await buyNow(goods.id, spec.id, 10);
    expect((await ok('/api/order/button', { id: placed.id }, { token })).actions).toEqual(['pay', 'change_address', 'edit_remark', 'cancel']);
    await ok('/api/payment/orderPay', { order_id: placed.id, pay_method: 'credit_card' }, { token });
    expect((await ok('/api/order/button', { id: placed.id }, { token })).actions).toEqual(['change_address', 'edit_remark', 'after_sales', 'invoice', 'again']);
    passes(121);
    const shipped = await ok('/api/order/details', { id: placed.id }, { token });
    expect(shipped.status).toBe('shipped');
    expect(shipped.logistics).toMatchObject({ tracking_no: expect.any(String) as unknown, traces: [{ text: 'Picked up at the Yiwu warehouse' }] });
    expect((await ok('/api/order/button', { id: placed.id }, { token })).actions).toEqual(['logistics', 'confirm_receipt', 'after_sales', 'invoice', 'again']);
    expect(await call('/api/order/changeAddress', { order_id: placed.id, address_id: addressId }, { token })).toMatchObject({ code: 0, msg: 'The address can only change before the order ships' });
    passes(600);
    const received = await ok('/api/order/details', { id: placed.id }, { token });
    expect(received.status).toBe('received');
    expect(received.logistics?.traces.at(0)?.text).toBe('Delivered');
    expect((await ok('/api/order/button', { id: placed.id }, { token })).actions).toContain('appraise');
    expect((await ok('/api/order/button', { id: placed.id }, { token })).actions).not.toContain('confirm_receipt');
    const item = received.items.at(0);
    if (!item) throw new Error('no item');
    await ok('/api/order/appraise', { order_id: placed.id, items: [{ order_item_id: item.id, rating: 4, content: 'Nice', images: [] }], anonymous: true }, { token });
    expect((await ok('/api/order/details', { id: placed.id }, { token })).status).toBe('completed');
    const reviews = await ok('/api/order/appraiseList', { page: 1, limit: 5, commodity_id: goods.id }, { token });
    expect(reviews.list.at(0)).toMatchObject({ content: 'Nice', rating: 4, nickname: expect.stringContaining('***') as unknown });
    expect(reviews.total).toBe((goodsById(goods.id)?.appraisalCount ?? 0) + 1);
    expect(await call('/api/order/appraise', { order_id: placed.id, items: [{ order_item_id: item.id, rating: 5, content: 'Again', images: [] }], anonymous: false }, { token })).toMatchObject({ code: 0, msg: 'This item has already been appraised' });
  });

  it('takes stars alone as a review: words are optional, as the review page says', async () => {
    const received = (await ok('/api/order/list', { page: 1, limit: 20, status: 'received' }, { token })).list.at(0);
    if (!received) throw new Error('seed changed: no received order');
    const item = (await ok('/api/order/details', { id: received.id }, { token })).items.at(0);
    if (!item) throw new Error('seed changed: the received order has no goods');
    await ok('/api/order/appraise', { order_id: received.id, items: [{ order_item_id: item.id, rating: 3, content: '', images: [] }], anonymous: false }, { token });
    const mine = await ok('/api/order/appraiseList', { page: 1, limit: 5 }, { token });
    expect(mine.list.at(0)).toMatchObject({ rating: 3, content: '' });
  });

  it('cancels an unpaid order after the pay window and gives the stock and the coupon back', async () => {
    const { goods, spec } = stockedSpec(100, (g) => g.moq <= 5 && (g.tiers.at(0)?.cents ?? 0) >= 400);
    const coupons = await ok('/api/commodity/coupon_list', { page: 1, limit: 20, status: 'unused' }, { token });
    const coupon = coupons.list.find((c) => c.threshold === '100.00');
    const stock = await stockOf(goods.id, spec.id);
    const placed = await buyNow(goods.id, spec.id, 30, token, addressId, coupon?.id ?? null);
    expect(await stockOf(goods.id, spec.id)).toBe(stock - 30);
    expect((await ok('/api/commodity/coupon_list', { page: 1, limit: 20, status: 'used' }, { token })).list.map((c) => c.id)).toContain(coupon?.id);
    passes(30 * 60 + 1);
    const detail = await ok('/api/order/details', { id: placed.id }, { token });
    expect(detail.status).toBe('cancelled');
    expect(detail.pay_deadline).toBeNull();
    expect(await stockOf(goods.id, spec.id)).toBe(stock);
    expect((await ok('/api/commodity/coupon_list', { page: 1, limit: 20, status: 'unused' }, { token })).list.map((c) => c.id)).toContain(coupon?.id);
    expect((await ok('/api/order/button', { id: placed.id }, { token })).actions).toEqual(['again']);
    expect(await call('/api/payment/orderPay', { order_id: placed.id, pay_method: 'balance' }, { token })).toMatchObject({ code: 0, msg: 'This order was cancelled' });
  });

  it('hides other shoppers’ orders', async () => {
    const mine = (await ok('/api/order/list', { page: 1, limit: 1, status: 'all' }, { token })).list.at(0);
    const other = await newShopper();
    expect(await call('/api/order/details', { id: mine?.id ?? 0 }, { token: other })).toMatchObject({ code: 0, msg: 'Order not found' });
    expect(await call('/api/order/details', { id: mine?.id ?? 0 }, { token: other, lang: 'zh-TW' })).toMatchObject({ code: 0, msg: '訂單不存在' });
    expect((await call('/api/payment/orderPay', { order_id: mine?.id ?? 0, pay_method: 'balance' }, { token: other })).code).toBe(0);
    expect((await ok('/api/order/list', { page: 1, limit: 10, status: 'all' }, { token: other })).total).toBe(0);
  });
});

describe('the button call presses cancel and confirm receipt', () => {
  const press = (orderId: number, action: string, t = token, lang = 'en') => call('/api/order/button', { id: orderId, action }, { token: t, lang });

  async function unreadCount(): Promise<number> {
    return (await ok('/api/common/systemNotificationUnreadQuantity', {}, { token })).count;
  }

  it('cancels an unpaid order at once: stock and coupon back, the new actions in the answer, no notice', async () => {
    const { goods, spec } = stockedSpec(100, (g) => g.moq <= 5 && (g.tiers.at(0)?.cents ?? 0) >= 400);
    const coupon = (await ok('/api/commodity/coupon_list', { page: 1, limit: 20, status: 'unused' }, { token })).list.find((c) => c.threshold === '100.00');
    if (!coupon) throw new Error('a $100 coupon is seeded');
    const stock = await stockOf(goods.id, spec.id);
    const placed = await buyNow(goods.id, spec.id, 30, token, addressId, coupon.id);
    passes(5 * 60);
    const counts = await ok('/api/order/orderQuantityStatistics', {}, { token });
    const unread = await unreadCount();
    expect(await press(placed.id, 'cancel')).toMatchObject({ code: 1, msg: 'Order cancelled', data: { actions: ['again'] } });
    const detail = await ok('/api/order/details', { id: placed.id }, { token });
    expect(detail).toMatchObject({ status: 'cancelled', pay_deadline: null, cancel_time: Math.floor(Date.now() / 1000) });
    expect(await stockOf(goods.id, spec.id)).toBe(stock);
    expect((await ok('/api/commodity/coupon_list', { page: 1, limit: 20, status: 'unused' }, { token })).list.map((c) => c.id)).toContain(coupon.id);
    expect((await ok('/api/order/orderQuantityStatistics', {}, { token })).pending_payment).toBe(counts.pending_payment - 1);
    expect(await unreadCount()).toBe(unread);
    // Pressed twice (a retry, a second tab): refused, and nothing is given back twice.
    expect(await press(placed.id, 'cancel', token, 'fr')).toMatchObject({ code: 0, msg: 'Cette commande est déjà annulée', data: null });
    expect(await stockOf(goods.id, spec.id)).toBe(stock);
  });

  it('hands a batch its pieces back when an order bought at the batch price is cancelled', async () => {
    const slot = (await ok('/api/commodity/batchTimeList', {})).list.find((s) => s.status === 'ongoing');
    if (!slot) throw new Error('an ongoing slot is seeded');
    const batch = (await ok('/api/commodity/batchList', { time_id: slot.id })).list.at(0);
    if (!batch) throw new Error('an ongoing slot has batches');
    const soldOf = async (goodsId: number) => (await ok('/api/commodity/batchCommodityList', { batch_id: batch.id, page: 1, limit: 50 })).list.find((g) => g.id === goodsId)?.sold ?? -1;
    const card = (await ok('/api/commodity/batchCommodityList', { batch_id: batch.id, page: 1, limit: 50 })).list.find((g) => g.batch_stock - g.sold >= 20);
    if (!card) throw new Error('a batch goods has pieces left');
    const goods = goodsById(card.id);
    const spec = goods?.specs.find((s) => s.stock >= 20);
    if (!goods || !spec) throw new Error('the batch goods has a stocked spec');
    const quantity = Math.max(goods.moq, 1);
    const sold = await soldOf(goods.id);
    const placed = await buyNow(goods.id, spec.id, quantity);
    expect(await soldOf(goods.id)).toBe(sold + quantity);
    expect(await press(placed.id, 'cancel')).toMatchObject({ code: 1 });
    expect(await soldOf(goods.id)).toBe(sold);
  });

  it('refuses to cancel a paid order, or one whose transfer receipt is under review, and does not offer it', async () => {
    const { goods, spec } = stockedSpec(100, (g) => g.moq <= 5);
    const paid = await buyNow(goods.id, spec.id, 10);
    await ok('/api/payment/orderPay', { order_id: paid.id, pay_method: 'balance' }, { token });
    expect((await ok('/api/order/button', { id: paid.id }, { token })).actions).not.toContain('cancel');
    expect(await press(paid.id, 'cancel')).toMatchObject({ code: 0, msg: 'This order is already paid and can no longer be cancelled. Apply for a refund instead.' });
    expect(await press(paid.id, 'cancel', token, 'zh-CN')).toMatchObject({ code: 0, msg: '该订单已付款，无法取消，请申请退款。' });
    expect((await ok('/api/order/details', { id: paid.id }, { token })).status).toBe('paid');

    const transfer = await buyNow(goods.id, spec.id, 10);
    await ok('/api/payment/orderPay', { order_id: transfer.id, pay_method: 'bank_transfer' }, { token });
    await ok('/api/payment/uploadPaymentVoucher', { order_id: transfer.id, images: ['https://example.com/receipt.jpg'], remark: '' }, { token });
    expect((await ok('/api/order/button', { id: transfer.id }, { token })).actions).not.toContain('cancel');
    expect(await press(transfer.id, 'cancel')).toMatchObject({ code: 0, msg: 'Your transfer receipt is being reviewed, so the order cannot be cancelled now.' });
    expect((await ok('/api/order/details', { id: transfer.id }, { token })).status).toBe('pending_payment');
  });

  it('confirms receipt of a shipped order: received now, the trail ends delivered, review and after-sales follow', async () => {
    const { goods, spec } = stockedSpec(100, (g) => g.moq <= 5);
    const placed = await buyNow(goods.id, spec.id, 10);
    await ok('/api/payment/orderPay', { order_id: placed.id, pay_method: 'balance' }, { token });
    expect(await press(placed.id, 'confirm_receipt')).toMatchObject({ code: 0, msg: 'This order has not shipped yet, so its receipt cannot be confirmed.' });
    passes(121);
    expect((await ok('/api/order/details', { id: placed.id }, { token })).status).toBe('shipped');
    const shippedCounts = await ok('/api/order/orderQuantityStatistics', {}, { token });
    passes(60);
    const pressed = await press(placed.id, 'confirm_receipt', token, 'es');
    expect(pressed).toMatchObject({ code: 1, msg: 'Recepción confirmada' });
    expect(pressed.data.actions).toEqual(['logistics', 'appraise', 'after_sales', 'invoice', 'again']);
    const received = await ok('/api/order/details', { id: placed.id }, { token });
    expect(received).toMatchObject({ status: 'received', receive_time: Math.floor(Date.now() / 1000) });
    expect(received.logistics?.traces.at(0)?.text).toBe('Delivered');
    const counts = await ok('/api/order/orderQuantityStatistics', {}, { token });
    expect(counts).toMatchObject({ shipped: shippedCounts.shipped - 1, received: shippedCounts.received + 1 });
    expect(await press(placed.id, 'confirm_receipt')).toMatchObject({ code: 0, msg: 'Receipt of this order is already confirmed' });
    // The carrier's own delivery time passing later changes nothing.
    passes(600);
    expect((await ok('/api/order/details', { id: placed.id }, { token })).receive_time).toBe(received.receive_time);
    const item = received.items.at(0);
    if (!item) throw new Error('no item');
    expect((await ok('/api/order/confirmAfterSales', { order_id: placed.id, order_item_ids: [item.id] }, { token })).items).toHaveLength(1);
    await ok('/api/order/appraise', { order_id: placed.id, items: [{ order_item_id: item.id, rating: 5, content: 'Arrived early', images: [] }], anonymous: false }, { token });
    expect((await ok('/api/order/details', { id: placed.id }, { token })).status).toBe('completed');
  });

  it('completes a confirmed order after the appraisal period, counted from the confirmation', async () => {
    const { goods, spec } = stockedSpec(100, (g) => g.moq <= 5);
    const placed = await buyNow(goods.id, spec.id, 10);
    await ok('/api/payment/orderPay', { order_id: placed.id, pay_method: 'balance' }, { token });
    passes(121);
    await ok('/api/order/button', { id: placed.id, action: 'confirm_receipt' }, { token });
    passes(7 * 86400 - 10);
    expect((await ok('/api/order/details', { id: placed.id }, { token })).status).toBe('received');
    passes(20);
    expect((await ok('/api/order/details', { id: placed.id }, { token })).status).toBe('completed');
  });

  it('refuses an unknown action, a cancelled order’s receipt, and other shoppers’ orders', async () => {
    const { goods, spec } = stockedSpec(100, (g) => g.moq <= 5);
    const placed = await buyNow(goods.id, spec.id, 10);
    expect(await press(placed.id, 'refund')).toMatchObject({ code: 0, msg: 'action must be one of: cancel, confirm_receipt' });
    const other = await newShopper();
    expect(await press(placed.id, 'cancel', other)).toMatchObject({ code: 0, msg: 'Order not found' });
    expect((await ok('/api/order/details', { id: placed.id }, { token })).status).toBe('pending_payment');
    await ok('/api/order/button', { id: placed.id, action: 'cancel' }, { token });
    expect(await press(placed.id, 'confirm_receipt', token, 'zh-TW')).toMatchObject({ code: 0, msg: '該訂單已取消' });
  });
});

describe('order list, counts and small edits', () => {
  it('lists by status and keyword, and counts per status', async () => {
    const all = await ok('/api/order/list', { page: 1, limit: 50, status: 'all' }, { token });
    const counts = await ok('/api/order/orderQuantityStatistics', {}, { token });
    for (const s of ['pending_payment', 'paid', 'shipped', 'received'] as const) {
      expect(counts[s]).toBe(all.list.filter((o) => o.status === s).length);
      expect((await ok('/api/order/list', { page: 1, limit: 50, status: s }, { token })).total).toBe(counts[s]);
    }
    const sn = all.list.at(2)?.order_sn ?? '';
    expect((await ok('/api/order/list', { page: 1, limit: 50, status: 'all', keyword: sn }, { token })).list.map((o) => o.order_sn)).toEqual([sn]);
    const times = all.list.map((o) => o.create_time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('changes the address and remark before shipping, and buys again into the cart', async () => {
    const pending = (await ok('/api/order/list', { page: 1, limit: 5, status: 'pending_payment' }, { token })).list.at(0);
    if (!pending) throw new Error('a pending order is seeded');
    const second = (await ok('/api/account/addressList', {}, { token })).list.find((a) => !a.is_default);
    await ok('/api/order/changeAddress', { order_id: pending.id, address_id: second?.id ?? 0 }, { token });
    await ok('/api/order/editOrderRemark', { order_id: pending.id, remark: 'Call before delivery' }, { token });
    const detail = await ok('/api/order/details', { id: pending.id }, { token });
    expect(detail.address.city).toBe(second?.city);
    expect(detail.remark).toBe('Call before delivery');
    expect(await call('/api/order/editOrderRemark', { order_id: pending.id, remark: 'x'.repeat(201) }, { token })).toMatchObject({ code: 0, msg: 'remark must be at most 200 characters' });
    const again = await ok('/api/order/againOrder', { order_id: pending.id }, { token });
    expect(again.cart_ids).toHaveLength(pending.items.length);
    expect((await ok('/api/commodity/shoppingCartCount', {}, { token })).count).toBe(again.count);
  });
});
