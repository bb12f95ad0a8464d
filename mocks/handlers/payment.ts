import type { PayMethod } from '@/api/types';
import { platformBankCards } from '../data/finance';
import { say } from '../data/server-texts';
import { refuse } from '../lib/errors';
import { images, integer, oneOf, text } from '../lib/input';
import { now, settings } from '../lib/settings';
import { reply, route, type Ctx } from '../lib/route';
import { assertPayable, markPaid, payByBalance } from '../rules/order-flow';
import { ownOrder } from '../rules/orders';
import { completeRecharge, ownRecharge } from '../rules/wallet';
import { payMethodsFor } from './orders';

const METHODS: readonly PayMethod[] = ['balance', 'bank_transfer', 'credit_card', 'wechat'];

function readMethod(ctx: Ctx, allowed: readonly PayMethod[]): PayMethod {
  const method = oneOf(ctx.body, 'pay_method', allowed);
  if (method === 'wechat' && !payMethodsFor(ctx).includes('wechat')) refuse('WeChat Pay is only available inside WeChat');
  return method;
}

/**
 * Paying. Balance pays at once against the ledger; card and WeChat payments are simulated as
 * approved at once (there is no acquirer in the demo); a bank transfer waits for its voucher.
 */
export const paymentHandlers = [
  route('/api/payment/setOrderPayMethod', 'user', (ctx) => {
    const order = ownOrder(ctx.db, ctx.user, integer(ctx.body, 'order_id', { min: 1 }));
    assertPayable(order);
    order.payMethod = readMethod(ctx, METHODS);
    return { pay_method: order.payMethod, bank_cards: order.payMethod === 'bank_transfer' ? platformBankCards(ctx.locale) : [] };
  }),
  route('/api/payment/orderPay', 'user', (ctx) => {
    const order = ownOrder(ctx.db, ctx.user, integer(ctx.body, 'order_id', { min: 1 }));
    assertPayable(order);
    const method = readMethod(ctx, METHODS);
    if (method === 'bank_transfer') {
      order.payMethod = method;
      return reply({ status: 'awaiting_voucher', redirect_url: '' }, 'Please transfer the amount and upload the receipt');
    }
    if (method === 'balance') payByBalance(ctx.db, ctx.user, order);
    else markPaid(ctx.db, order, method);
    return reply({ status: 'paid', redirect_url: '' }, 'Payment successful');
  }),
  route('/api/payment/uploadPaymentVoucher', 'user', (ctx) => {
    const order = ownOrder(ctx.db, ctx.user, integer(ctx.body, 'order_id', { min: 1 }));
    assertPayable(order);
    const pictures = images(ctx.body, 'images');
    if (pictures.length === 0) refuse('Upload at least one picture of the transfer receipt');
    order.payMethod = 'bank_transfer';
    order.voucher = { status: 'pending_review', images: pictures, remark: text(ctx.body, 'remark', { optional: true, max: 200 }), note: '', uploadTime: now() };
    return reply(null, 'Receipt uploaded; we will review it shortly');
  }),
  route('/api/payment/paymentVoucher', 'user', (ctx) => {
    const v = ownOrder(ctx.db, ctx.user, integer(ctx.body, 'order_id', { min: 1 })).voucher;
    return { status: v.status, images: v.images, remark: v.remark, note: say(v.note, ctx.locale), upload_time: v.uploadTime };
  }),
  route('/api/payment/setbalanceOrderPayMethod', 'user', (ctx) => {
    const entry = ownRecharge(ctx.db, ctx.user, integer(ctx.body, 'id', { min: 1 }));
    if (entry.status !== 'pending') refuse('This top-up is already paid');
    const method = readMethod(ctx, ['bank_transfer', 'credit_card', 'wechat']);
    entry.payMethod = method;
    return { pay_method: method, bank_cards: method === 'bank_transfer' ? platformBankCards(ctx.locale) : [] };
  }),
  route('/api/payment/balanceOrderPay', 'user', (ctx) => {
    const entry = ownRecharge(ctx.db, ctx.user, integer(ctx.body, 'id', { min: 1 }));
    if (entry.status !== 'pending' || entry.dueAt !== null) refuse('This top-up is already paid');
    if (entry.payMethod === null) refuse('Choose how to pay this top-up first (setbalanceOrderPayMethod)');
    if (entry.payMethod === 'bank_transfer') {
      // The shop confirms the transfer after its review delay.
      entry.dueAt = now() + settings.reviewAfter;
      return reply({ status: 'awaiting_voucher', redirect_url: '' }, 'Please transfer the amount; we credit it once it arrives');
    }
    completeRecharge(ctx.db, entry, entry.payMethod);
    return reply({ status: 'paid', redirect_url: '' }, 'Top-up successful');
  }),
];
