import type { OrderStatus, PayMethod } from '@/api/types';
import { agentById, agents, LOGISTICS_COMPANIES } from '../data/finance';
import { refuse } from '../lib/errors';
import { LIMITS } from '@/lib/constants';
import { has, id, integer, oneOf, optionalInteger, page, paged, text, bool } from '../lib/input';
import { toMoney } from '../lib/money';
import { reply, route, type Ctx } from '../lib/route';
import { ownAddress, snapshotOf, toAddress, userAddresses } from '../rules/addresses';
import { upsertLine, cartCount, wantedOf } from '../rules/cart';
import { applicableCoupons, toCoupon } from '../rules/coupons';
import { PRESSABLE, pressButton } from '../rules/order-buttons';
import { placeOrder } from '../rules/order-flow';
import { hasOpenAfterSales, orderActions, ownOrder, toDetail, toSummary } from '../rules/orders';
import { price, toCalculation } from '../rules/pricing';
import { assertStock } from '../rules/stock';

const STATUSES: readonly (OrderStatus | 'all')[] = ['all', 'pending_payment', 'paid', 'shipped', 'received', 'completed', 'cancelled'];

export function payMethodsFor(ctx: Ctx): PayMethod[] {
  return ctx.clientType === 'H5-WX' ? ['balance', 'bank_transfer', 'credit_card', 'wechat'] : ['balance', 'bank_transfer', 'credit_card'];
}

export const orderHandlers = [
  route('/api/order/confirmOrder', 'user', (ctx) => {
    const { wanted } = wantedOf(ctx.db, ctx.user, ctx.body);
    assertStock(ctx.db, wanted, ctx.locale);
    const addressId = optionalInteger(ctx.body, 'address_id', { min: 1 });
    const address = addressId !== null ? ownAddress(ctx.db, ctx.user, addressId) : (userAddresses(ctx.db, ctx.user).at(0) ?? null);
    const couponId = optionalInteger(ctx.body, 'coupon_id', { min: 1 });
    const priced = price(ctx.db, ctx.user, wanted, couponId);
    return {
      address: address ? toAddress(address, ctx.locale) : null,
      calculation: toCalculation(priced, ctx.locale),
      coupons: applicableCoupons(ctx.db, ctx.user, price(ctx.db, ctx.user, wanted, null)).map((c) => toCoupon(ctx.db, c, ctx.locale)),
      pay_methods: payMethodsFor(ctx),
      balance: toMoney(ctx.user.balance),
    };
  }),
  route('/api/order/place', 'user', (ctx) => {
    const requestKey = text(ctx.body, 'request_key', { max: 64 });
    const again = ctx.db.orders.find((o) => o.userId === ctx.user.id && o.requestKey === requestKey);
    if (again) return { id: again.id, order_sn: again.sn, pay_amount: toMoney(again.pay), status: again.status, cart_count: cartCount(ctx.db, ctx.user) };
    const { wanted, cartIds } = wantedOf(ctx.db, ctx.user, ctx.body);
    const address = ownAddress(ctx.db, ctx.user, integer(ctx.body, 'address_id', { min: 1 }));
    const agentId = optionalInteger(ctx.body, 'agent_id', { min: 1 });
    if (agentId !== null && !agentById(agentId, ctx.locale)) refuse(`Agent ${String(agentId)} does not exist`);
    const priced = price(ctx.db, ctx.user, wanted, optionalInteger(ctx.body, 'coupon_id', { min: 1 }));
    const order = placeOrder(ctx.db, ctx.user, { wanted, cartIds, priced, address, agentId, remark: text(ctx.body, 'remark', { optional: true, max: 200 }), requestKey }, ctx.locale);
    return reply({ id: order.id, order_sn: order.sn, pay_amount: toMoney(order.pay), status: order.status, cart_count: cartCount(ctx.db, ctx.user) }, 'Order placed');
  }),
  route('/api/order/list', 'user', (ctx) => {
    const status = oneOf(ctx.body, 'status', STATUSES, 'all');
    const keyword = text(ctx.body, 'keyword', { optional: true, max: LIMITS.inputMaxLength }).toLowerCase();
    const invoiceable = has(ctx.body, 'invoiceable') && bool(ctx.body, 'invoiceable');
    const mine = ctx.db.orders
      .filter((o) => o.userId === ctx.user.id && (status === 'all' || o.status === status))
      .filter((o) => !invoiceable || (['paid', 'shipped', 'received', 'completed'].includes(o.status) && (o.invoiceId === null || ctx.db.invoices.find((i) => i.id === o.invoiceId)?.status === 'rejected')))
      .sort((a, b) => b.createTime - a.createTime || b.id - a.id)
      .map((o) => toSummary(o, ctx.locale))
      .filter((o) => !keyword || o.order_sn.toLowerCase().includes(keyword) || o.items.some((i) => i.title.toLowerCase().includes(keyword)));
    return paged(mine, page(ctx.body));
  }),
  route('/api/order/details', 'user', (ctx) => toDetail(ctx.db, ownOrder(ctx.db, ctx.user, id(ctx.body)), ctx.locale)),
  // Without `action` the order's buttons; with one, the button pressed (the shop's own payload).
  route('/api/order/button', 'user', (ctx) => {
    const order = ownOrder(ctx.db, ctx.user, id(ctx.body));
    if (!has(ctx.body, 'action')) return { actions: orderActions(ctx.db, order) };
    const msg = pressButton(ctx.db, order, oneOf(ctx.body, 'action', PRESSABLE), ctx.locale);
    return reply({ actions: orderActions(ctx.db, order) }, msg);
  }),
  route('/api/order/orderQuantityStatistics', 'user', (ctx) => {
    const mine = ctx.db.orders.filter((o) => o.userId === ctx.user.id);
    const count = (s: OrderStatus) => mine.filter((o) => o.status === s).length;
    return { pending_payment: count('pending_payment'), paid: count('paid'), shipped: count('shipped'), received: count('received'), after_sales: hasOpenAfterSales(ctx.db, ctx.user.id) };
  }),
  route('/api/order/logisticsCompanyList', 'public', () => ({ list: [...LOGISTICS_COMPANIES] })),
  route('/api/order/agentList', 'optional', (ctx) => ({ list: agents(ctx.locale) })),
  route('/api/order/changeAddress', 'user', (ctx) => {
    const order = ownOrder(ctx.db, ctx.user, integer(ctx.body, 'order_id', { min: 1 }));
    if (order.status !== 'pending_payment' && order.status !== 'paid') refuse('The address can only change before the order ships');
    const address = ownAddress(ctx.db, ctx.user, integer(ctx.body, 'address_id', { min: 1 }));
    order.address = snapshotOf(address, ctx.locale);
    return reply(null, 'Delivery address changed');
  }),
  route('/api/order/editOrderRemark', 'user', (ctx) => {
    const order = ownOrder(ctx.db, ctx.user, integer(ctx.body, 'order_id', { min: 1 }));
    if (order.status !== 'pending_payment' && order.status !== 'paid') refuse('The remark can only change before the order ships');
    order.remark = text(ctx.body, 'remark', { optional: true, max: 200 });
    return reply(null, 'Remark saved');
  }),
  route('/api/order/againOrder', 'user', (ctx) => {
    const order = ownOrder(ctx.db, ctx.user, integer(ctx.body, 'order_id', { min: 1 }));
    // Buy again puts everything back in the cart; a spec that ran short shows its problem there.
    const cartIds = order.items.map((i) => upsertLine(ctx.db, ctx.user, { goodsId: i.goodsId, specId: i.specId, quantity: i.quantity }));
    return reply({ cart_ids: cartIds, count: cartCount(ctx.db, ctx.user) }, 'Added to cart');
  }),
];
