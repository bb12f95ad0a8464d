import type { AfterSalesStatus } from '@/api/types';
import { LOGISTICS_COMPANIES } from '../data/finance';
import { refuse } from '../lib/errors';
import { has, id, ids, images, integer, list, money, object, oneOf, page, paged, text, type Body } from '../lib/input';
import { reply, route } from '../lib/route';
import {
  actionsOf, apply, assertAfterSalesOrder, editApplication, linesOf, maxRefund, ownCase, REASONS, sendReturn, toAfterSalesDetail,
  toAfterSalesSummary, TYPES, typesFor, type Application,
} from '../rules/after-sales';
import { ownOrder, toOrderItem } from '../rules/orders';
import { toMoney } from '../lib/money';

const STATUSES: readonly AfterSalesStatus[] = ['under_review', 'approved', 'rejected', 'returning', 'refunded'];

function readApplication(body: Body): Application {
  return {
    type: oneOf(body, 'type', TYPES),
    reason: oneOf(body, 'reason', REASONS),
    amount: money(body, 'amount'),
    description: text(body, 'description', { optional: true, max: 500 }),
    images: images(body, 'images'),
  };
}

export const afterSalesHandlers = [
  route('/api/order/confirmAfterSales', 'user', (ctx) => {
    const order = ownOrder(ctx.db, ctx.user, integer(ctx.body, 'order_id', { min: 1 }));
    assertAfterSalesOrder(order);
    const wanted = ids(ctx.body, 'order_item_ids').map((itemId) => ({ order_item_id: itemId, quantity: order.items.find((i) => i.id === itemId)?.quantity ?? 1 }));
    const lines = linesOf(order, wanted, null);
    return {
      items: lines.map((l) => toOrderItem(l.item, ctx.locale)),
      max_amount: toMoney(maxRefund(order, lines)),
      types: typesFor(order),
      reasons: [...REASONS],
    };
  }),
  route('/api/order/applyAfterSales', 'user', (ctx) => {
    const order = ownOrder(ctx.db, ctx.user, integer(ctx.body, 'order_id', { min: 1 }));
    const wanted = list(ctx.body, 'items').map((raw, i) => {
      const item = object(raw, `items[${String(i)}]`);
      return { order_item_id: integer(item, 'order_item_id', { min: 1 }), quantity: integer(item, 'quantity', { min: 1 }) };
    });
    assertAfterSalesOrder(order);
    const application = readApplication(ctx.body);
    const record = apply(ctx.db, ctx.user, order, linesOf(order, wanted, null), application);
    return reply({ id: record.id }, 'After-sales application submitted');
  }),
  route('/api/order/editAppyAfterSales', 'user', (ctx) => {
    const record = ownCase(ctx.db, ctx.user, id(ctx.body));
    const step = oneOf(ctx.body, 'step', ['application', 'return_shipping'] as const);
    if (step === 'return_shipping') {
      const companyId = integer(ctx.body, 'logistics_company_id', { min: 1 });
      const company = LOGISTICS_COMPANIES.find((c) => c.id === companyId);
      if (!company) refuse(`Logistics company ${String(companyId)} does not exist`);
      const trackingNo = text(ctx.body, 'tracking_no', { min: 6, max: 40 });
      if (!/^[A-Za-z0-9-]+$/.test(trackingNo)) refuse('tracking_no must be letters, digits or -');
      sendReturn(record, company.name, trackingNo);
      return reply(null, 'Return shipping saved');
    }
    const order = ctx.db.orders.find((o) => o.id === record.orderId);
    if (!order) refuse('Order not found');
    editApplication(record, order, readApplication(ctx.body));
    return reply(null, 'Application updated and sent for review again');
  }),
  route('/api/order/afterSalesList', 'user', (ctx) => {
    const status = has(ctx.body, 'status') ? oneOf(ctx.body, 'status', STATUSES) : null;
    const mine = ctx.db.afterSales.filter((a) => a.userId === ctx.user.id && (status === null || a.status === status)).sort((a, b) => b.createTime - a.createTime || b.id - a.id);
    return paged(mine.map((a) => toAfterSalesSummary(ctx.db, a, ctx.locale)), page(ctx.body));
  }),
  route('/api/order/afterSalesDetails', 'user', (ctx) => toAfterSalesDetail(ctx.db, ownCase(ctx.db, ctx.user, id(ctx.body)), ctx.locale)),
  route('/api/order/afterSalesButton', 'user', (ctx) => ({ actions: actionsOf(ownCase(ctx.db, ctx.user, id(ctx.body))) })),
];
