import type { InvoiceStatus } from '@/api/types';
import { refuse } from '../lib/errors';
import { has, id, ids, integer, oneOf, page, paged } from '../lib/input';
import { reply, route } from '../lib/route';
import { applyInvoice, editInvoice, ownProfile, toInvoice } from '../rules/invoices';
import { ownOrder } from '../rules/orders';

const STATUSES: readonly InvoiceStatus[] = ['pending', 'issued', 'rejected'];

export const invoiceHandlers = [
  route('/api/order/invoicing', 'user', (ctx) => {
    const orders = [...new Set(ids(ctx.body, 'order_ids'))].map((orderId) => ownOrder(ctx.db, ctx.user, orderId));
    const profile = ownProfile(ctx.db, ctx.user, integer(ctx.body, 'profile_id', { min: 1 }));
    return reply({ id: applyInvoice(ctx.db, ctx.user, orders, profile).id }, 'Invoice requested');
  }),
  route('/api/order/invoicingList', 'user', (ctx) => {
    const status = has(ctx.body, 'status') ? oneOf(ctx.body, 'status', STATUSES) : null;
    const mine = ctx.db.invoices.filter((i) => i.userId === ctx.user.id && (status === null || i.status === status)).sort((a, b) => b.createTime - a.createTime || b.id - a.id);
    return paged(mine.map((i) => toInvoice(ctx.db, i, ctx.locale)), page(ctx.body));
  }),
  route('/api/order/invoicingEdit', 'user', (ctx) => {
    const invoiceId = id(ctx.body);
    const record = ctx.db.invoices.find((i) => i.id === invoiceId && i.userId === ctx.user.id);
    if (!record) refuse('Invoice not found');
    editInvoice(record, ownProfile(ctx.db, ctx.user, integer(ctx.body, 'profile_id', { min: 1 })));
    return reply(null, 'Invoice updated and sent for review again');
  }),
];
