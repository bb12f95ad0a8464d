// @vitest-environment node
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

const BANK = { bank_name: 'Crédit Lyonnais', account_name: 'Lina Chen', account_no: 'FR76 3000 2005 5000 0015 7845 Z02', branch: 'Lyon', swift: 'CRLYFRPP' };
const RECEIPT = 'data:image/png;base64,iVBORw0KGgo=';

async function pendingOrder() {
  const { goods, spec } = stockedSpec(100, (g) => g.moq <= 5);
  const addressId = (await ok('/api/account/addressList', {}, { token })).list.at(0)?.id ?? 0;
  return ok('/api/order/place', { source: 'buy_now', commodity_id: goods.id, items: [{ specs_id: spec.id, quantity: 10 }], address_id: addressId, coupon_id: null, agent_id: null, remark: '', request_key: `p-${String(Math.random())}` }, { token });
}

async function balance(): Promise<number> {
  return Number((await ok('/api/account/balanceOrderList', { page: 1, limit: 1 }, { token })).balance);
}

describe('bank transfer with a payment voucher', () => {
  it('sets the method (answers the shop’s accounts), takes the receipt, and the shop approves it', async () => {
    const order = await pendingOrder();
    const method = await ok('/api/payment/setOrderPayMethod', { order_id: order.id, pay_method: 'bank_transfer' }, { token });
    expect(method.bank_cards.length).toBeGreaterThan(0);
    expect((await ok('/api/payment/orderPay', { order_id: order.id, pay_method: 'bank_transfer' }, { token })).status).toBe('awaiting_voucher');
    expect((await ok('/api/order/button', { id: order.id }, { token })).actions).toContain('upload_voucher');
    expect(await call('/api/payment/uploadPaymentVoucher', { order_id: order.id, images: [], remark: '' }, { token })).toMatchObject({ code: 0, msg: 'Upload at least one picture of the transfer receipt' });
    expect(await call('/api/payment/uploadPaymentVoucher', { order_id: order.id, images: ['javascript:alert(1)'], remark: '' }, { token })).toMatchObject({ code: 0, msg: 'images must hold image URLs' });
    await ok('/api/payment/uploadPaymentVoucher', { order_id: order.id, images: [RECEIPT], remark: 'Paid from HSBC' }, { token });
    expect(await ok('/api/payment/paymentVoucher', { order_id: order.id }, { token })).toMatchObject({ status: 'pending_review', images: [RECEIPT], remark: 'Paid from HSBC' });
    expect((await ok('/api/order/button', { id: order.id }, { token })).actions).toEqual(['view_voucher', 'change_address', 'edit_remark']);
    expect(await call('/api/payment/orderPay', { order_id: order.id, pay_method: 'balance' }, { token })).toMatchObject({ code: 0, msg: 'Your transfer receipt is being reviewed' });
    // Review never lets the order lapse meanwhile.
    passes(61);
    const detail = await ok('/api/order/details', { id: order.id }, { token });
    expect(detail).toMatchObject({ status: 'paid', pay_method: 'bank_transfer', voucher_status: 'approved' });
  });

  it('a rejected receipt can be uploaded again', async () => {
    const order = await pendingOrder();
    await ok('/api/payment/uploadPaymentVoucher', { order_id: order.id, images: [RECEIPT], remark: 'blurry #reject' }, { token });
    passes(61);
    const detail = await ok('/api/order/details', { id: order.id }, { token });
    expect(detail).toMatchObject({ status: 'pending_payment', voucher_status: 'rejected' });
    expect(detail.voucher_note).not.toBe('');
    expect((await ok('/api/order/button', { id: order.id }, { token })).actions).toEqual(['pay', 'upload_voucher', 'view_voucher', 'change_address', 'edit_remark', 'cancel']);
  });

  it('WeChat Pay only inside WeChat; card payments are approved at once', async () => {
    const order = await pendingOrder();
    expect(await call('/api/payment/orderPay', { order_id: order.id, pay_method: 'wechat' }, { token })).toMatchObject({ code: 0, msg: 'WeChat Pay is only available inside WeChat' });
    expect((await ok('/api/payment/orderPay', { order_id: order.id, pay_method: 'wechat' }, { token, clientType: 'H5-WX' })).status).toBe('paid');
    expect(await call('/api/payment/orderPay', { order_id: order.id, pay_method: 'cash' }, { token })).toMatchObject({ code: 0, msg: 'This order is already paid' });
  });

  it('earns a second-rebate coupon over $100.00 that opens only after its delay', async () => {
    const { goods, spec } = stockedSpec(200, (g) => g.moq <= 5 && (g.tiers.at(0)?.cents ?? 0) >= 800);
    const addressId = (await ok('/api/account/addressList', {}, { token })).list.at(0)?.id ?? 0;
    const order = await ok('/api/order/place', { source: 'buy_now', commodity_id: goods.id, items: [{ specs_id: spec.id, quantity: 20 }], address_id: addressId, coupon_id: null, agent_id: null, remark: '', request_key: 'rebate' }, { token });
    await ok('/api/payment/orderPay', { order_id: order.id, pay_method: 'balance' }, { token });
    const popup = await ok('/api/commodity/notRemindedCouponList', {}, { token });
    const rebate = popup.list.find((c) => c.delayed && !c.delayed.opened && c.delayed.open_time > Date.now() / 1000);
    if (!rebate) throw new Error('no rebate coupon earned');
    expect(rebate.value).toBe((Math.max(500, Math.round(Number(order.pay_amount) * 100 * 0.05)) / 100).toFixed(2));
    expect(await call('/api/commodity/openDelayedSecondRebateCoupon', { id: rebate.id }, { token })).toMatchObject({ code: 0, msg: 'This coupon cannot be opened yet' });
    passes(301);
    const opened = await ok('/api/commodity/openDelayedSecondRebateCoupon', { id: rebate.id }, { token });
    expect(opened.delayed?.opened).toBe(true);
    expect(await call('/api/commodity/openDelayedSecondRebateCoupon', { id: rebate.id }, { token })).toMatchObject({ code: 0, msg: 'This coupon is already open' });
    await ok('/api/commodity/setRemind', { ids: popup.list.map((c) => c.id) }, { token });
    expect((await ok('/api/commodity/notRemindedCouponList', {}, { token })).list).toEqual([]);
  });
});

describe('wallet', () => {
  it('recharges by card: a pending entry until paid, then the balance and the ledger move', async () => {
    const before = await balance();
    expect(await call('/api/account/balanceOrder', { amount: '5.00' }, { token })).toMatchObject({ code: 0, msg: 'The minimum top-up is $10.00' });
    expect(await call('/api/account/balanceOrder', { amount: '12.345' }, { token })).toMatchObject({ code: 0, msg: 'amount must be an amount like 12.50' });
    const recharge = await ok('/api/account/balanceOrder', { amount: '150.00' }, { token });
    expect((await ok('/api/account/balanceOrderList', { page: 1, limit: 1, kind: 'recharge' }, { token })).list.at(0)).toMatchObject({ id: recharge.id, status: 'pending', balance_after: '' });
    expect(await call('/api/payment/balanceOrderPay', { id: recharge.id }, { token })).toMatchObject({ code: 0, msg: expect.stringContaining('Choose how to pay') as unknown });
    expect(await call('/api/payment/setbalanceOrderPayMethod', { id: recharge.id, pay_method: 'balance' }, { token })).toMatchObject({ code: 0 });
    await ok('/api/payment/setbalanceOrderPayMethod', { id: recharge.id, pay_method: 'credit_card' }, { token });
    expect((await ok('/api/payment/balanceOrderPay', { id: recharge.id }, { token })).status).toBe('paid');
    expect(await balance()).toBeCloseTo(before + 150, 2);
    expect((await ok('/api/account/balanceOrderList', { page: 1, limit: 1, kind: 'recharge' }, { token })).list.at(0)).toMatchObject({ status: 'completed', amount: '+150.00', pay_method: 'credit_card' });
    expect(await call('/api/payment/balanceOrderPay', { id: recharge.id }, { token })).toMatchObject({ code: 0, msg: 'This top-up is already paid' });
  });

  it('recharges by bank transfer: credited once the shop sees the transfer', async () => {
    const before = await balance();
    const recharge = await ok('/api/account/balanceOrder', { amount: '80.00' }, { token });
    const method = await ok('/api/payment/setbalanceOrderPayMethod', { id: recharge.id, pay_method: 'bank_transfer' }, { token });
    expect(method.bank_cards.length).toBeGreaterThan(0);
    expect((await ok('/api/payment/balanceOrderPay', { id: recharge.id }, { token })).status).toBe('awaiting_voucher');
    expect(await balance()).toBeCloseTo(before, 2);
    passes(61);
    expect(await balance()).toBeCloseTo(before + 80, 2);
  });

  it('says its limits in the shopper’s language, each amount written that language’s way', async () => {
    expect(await call('/api/account/balanceOrder', { amount: '5.00' }, { token, lang: 'fr' })).toMatchObject({ code: 0, msg: 'La recharge minimum est de 10,00\u00a0$US' });
    expect(await call('/api/account/balanceWithdrawal', { amount: '20.00', bank: BANK }, { token, lang: 'zh-TW' })).toMatchObject({ code: 0, msg: '最低提領金額為 US$50.00' });
    const tooMuch = { amount: ((await balance()) + 1).toFixed(2), bank: BANK };
    expect(await call('/api/account/balanceWithdrawal', tooMuch, { token, lang: 'es' })).toMatchObject({ code: 0, msg: expect.stringMatching(/^Saldo insuficiente: dispones de [\d.]+,\d\d\u00a0US\$$/) as unknown });
  });

  it('withdraws to a bank card: held at once, approved, then paid; the fee is 1 % (at least 2.00)', async () => {
    const before = await balance();
    expect(await call('/api/account/balanceWithdrawal', { amount: '20.00', bank: BANK }, { token })).toMatchObject({ code: 0, msg: 'The minimum withdrawal is $50.00' });
    expect(await call('/api/account/balanceWithdrawal', { amount: (before + 1).toFixed(2), bank: BANK }, { token })).toMatchObject({ code: 0, msg: expect.stringContaining('Insufficient balance') as unknown });
    expect(await call('/api/account/balanceWithdrawal', { amount: '60.00', bank: { ...BANK, account_no: '12' } }, { token })).toMatchObject({ code: 0, msg: 'bank.account_no must be 8 to 34 letters or digits' });
    const { id } = await ok('/api/account/balanceWithdrawal', { amount: '300.00', bank: BANK }, { token });
    expect(await balance()).toBeCloseTo(before - 300, 2);
    const list = () => ok('/api/account/balanceWithdrawalList', { page: 1, limit: 5 }, { token });
    expect((await list()).list.at(0)).toMatchObject({ id, status: 'pending', fee: '3.00', actual_amount: '297.00', bank: { account_no: expect.stringMatching(/^\*+5Z02$/) as unknown } });
    passes(61);
    expect((await list()).list.at(0)?.status).toBe('approved');
    passes(121);
    expect((await list()).list.at(0)).toMatchObject({ status: 'paid', finish_time: expect.any(Number) as unknown });
    expect((await ok('/api/account/balanceOrderList', { page: 1, limit: 5, kind: 'withdrawal' }, { token })).list.at(0)).toMatchObject({ amount: '-300.00', status: 'completed' });
  });

  it('a rejected withdrawal gives the amount back', async () => {
    const before = await balance();
    await ok('/api/account/balanceWithdrawal', { amount: '100.00', bank: { ...BANK, account_name: 'Somebody #reject' } }, { token });
    passes(61);
    const w = (await ok('/api/account/balanceWithdrawalList', { page: 1, limit: 5, status: 'rejected' }, { token })).list.at(0);
    expect(w?.reject_reason).not.toBe('');
    expect(await balance()).toBeCloseTo(before, 2);
  });
});
