import type { AfterSalesDetail, AfterSalesReason, AfterSalesStatus, AfterSalesSummary, AfterSalesType, AfterSalesAction } from '@/api/types';
import { SERVER_TEXT, say } from '../data/server-texts';
import { refuse } from '../lib/errors';
import type { DemoLocale } from '../lib/locale';
import { moneyText, toMoney } from '../lib/money';
import { now, settings } from '../lib/settings';
import type { AfterSalesRecord, DemoState, OrderItemRecord, OrderRecord, UserRecord } from '../state/schema';
import { nextId } from '../state/schema';
import { move, userById } from './ledger';
import { addNotice } from './notices';
import { toOrderItem } from './orders';
import { returnStock } from './stock';

export const REASONS: readonly AfterSalesReason[] = ['quality', 'wrong_item', 'missing_item', 'damaged', 'not_as_described', 'no_longer_needed', 'other'];
export const TYPES: readonly AfterSalesType[] = ['refund_only', 'return_refund'];

/** Where returns go. */
const RETURN_ADDRESS = {
  name: 'ACC+ Returns', area_code: '86', mobile: '57985550100', country_id: 1, country: 'China', province: 'Zhejiang', city: 'Yiwu',
  district: 'Futian', address: 'Returns desk, Building 3, 88 Chouzhou North Road', postcode: '322000',
};

const TEXTS: Record<AfterSalesStatus | 'edited' | 'return_sent', string> = {
  under_review: SERVER_TEXT.caseSubmitted,
  approved: SERVER_TEXT.caseApproved,
  rejected: SERVER_TEXT.caseRejected,
  returning: SERVER_TEXT.caseReturnSent,
  refunded: SERVER_TEXT.caseRefunded,
  edited: SERVER_TEXT.caseEdited,
  return_sent: SERVER_TEXT.caseReturnSent,
};

const STATUS_WORDS: Record<AfterSalesStatus, string> = {
  under_review: SERVER_TEXT.underReview,
  approved: SERVER_TEXT.approved,
  rejected: SERVER_TEXT.rejected,
  returning: SERVER_TEXT.returning,
  refunded: SERVER_TEXT.refunded,
};

export function typesFor(order: OrderRecord): AfterSalesType[] {
  return order.status === 'paid' ? ['refund_only'] : [...TYPES];
}

export function assertAfterSalesOrder(order: OrderRecord): void {
  if (order.status === 'pending_payment') refuse('This order is not paid yet');
  if (order.status === 'cancelled') refuse('This order was cancelled');
}

/** The most a set of lines can be refunded: their share of what was paid for goods. */
export function maxRefund(order: OrderRecord, lines: { item: OrderItemRecord; quantity: number }[]): number {
  const goodsPaid = order.goods - order.coupon - order.member;
  const share = lines.reduce((n, l) => n + l.item.price * l.quantity, 0);
  return order.goods === 0 ? 0 : Math.floor((share * goodsPaid) / order.goods);
}

export function linesOf(order: OrderRecord, wanted: { order_item_id: number; quantity: number }[], editing: AfterSalesRecord | null): { item: OrderItemRecord; quantity: number }[] {
  if (wanted.length === 0) refuse('Choose at least one item');
  return wanted.map((w) => {
    const item = order.items.find((i) => i.id === w.order_item_id);
    if (!item) refuse(`Order line ${String(w.order_item_id)} is not in this order`);
    if (item.afterSalesId !== null && item.afterSalesId !== editing?.id) refuse('An after-sales case is already open for this item');
    if (!Number.isInteger(w.quantity) || w.quantity < 1 || w.quantity > item.quantity) {
      refuse(`quantity for order line ${String(item.id)} must be between 1 and ${String(item.quantity)}`);
    }
    return { item, quantity: w.quantity };
  });
}

export interface Application {
  type: AfterSalesType;
  reason: AfterSalesReason;
  amount: number;
  description: string;
  images: string[];
}

export function apply(db: DemoState, user: UserRecord, order: OrderRecord, lines: { item: OrderItemRecord; quantity: number }[], a: Application): AfterSalesRecord {
  assertAfterSalesOrder(order);
  checkApplication(order, lines, a);
  const t = now();
  const id = nextId(db);
  const record: AfterSalesRecord = {
    id, sn: `AS${order.sn.slice(3, 11)}${String(id).padStart(7, '0')}`, userId: user.id, orderId: order.id, type: a.type, status: 'under_review',
    reason: a.reason, amount: a.amount, description: a.description, images: a.images,
    items: lines.map((l) => ({ orderItemId: l.item.id, quantity: l.quantity })),
    shopNote: '', returnLogistics: null, refundTime: null, dueAt: t + settings.reviewAfter,
    timeline: [{ time: t, status: 'under_review', text: TEXTS.under_review }], createTime: t,
  };
  for (const l of lines) l.item.afterSalesId = id;
  db.afterSales.push(record);
  return record;
}

function checkApplication(order: OrderRecord, lines: { item: OrderItemRecord; quantity: number }[], a: Application): void {
  if (!typesFor(order).includes(a.type)) refuse('Goods that have not shipped can only be refunded, not returned');
  const max = maxRefund(order, lines);
  if (a.amount <= 0) refuse('amount must be more than 0.00');
  if (a.amount > max) refuse(`amount can be at most ${moneyText('en', max)} for these items`);
}

export function editApplication(record: AfterSalesRecord, order: OrderRecord, a: Application): void {
  if (record.status !== 'under_review' && record.status !== 'rejected') refuse('This case can no longer be edited');
  const lines = record.items.map((i) => {
    const item = order.items.find((x) => x.id === i.orderItemId);
    if (!item) refuse('The order line of this case is gone');
    return { item, quantity: i.quantity };
  });
  checkApplication(order, lines, a);
  const t = now();
  Object.assign(record, { type: a.type, reason: a.reason, amount: a.amount, description: a.description, images: a.images });
  record.status = 'under_review';
  record.shopNote = '';
  record.dueAt = t + settings.reviewAfter;
  record.timeline.push({ time: t, status: 'under_review', text: TEXTS.edited });
  for (const l of lines) l.item.afterSalesId = record.id;
}

export function sendReturn(record: AfterSalesRecord, company: string, trackingNo: string): void {
  if (record.type !== 'return_refund' || record.status !== 'approved') refuse('Return shipping is only needed once a return is approved');
  const t = now();
  record.status = 'returning';
  record.returnLogistics = { company, trackingNo };
  record.dueAt = t + settings.refundAfter;
  record.timeline.push({ time: t, status: 'returning', text: TEXTS.return_sent });
}

export function actionsOf(record: AfterSalesRecord): AfterSalesAction[] {
  if (record.status === 'under_review' || record.status === 'rejected') return ['edit', 'progress'];
  if (record.status === 'approved' && record.type === 'return_refund') return ['return_shipping', 'progress'];
  return ['progress'];
}

function step(db: DemoState, r: AfterSalesRecord, status: AfterSalesStatus, at: number): void {
  r.status = status;
  r.timeline.push({ time: at, status, text: TEXTS[status] });
  addNotice(db, r.userId, 'order', 'after_sales', { sn: r.sn, status: STATUS_WORDS[status] }, { kind: 'after_sales', id: r.id });
}

function refund(db: DemoState, r: AfterSalesRecord, at: number): void {
  const order = db.orders.find((o) => o.id === r.orderId);
  const user = userById(db, r.userId);
  move(db, user, 'refund', `Refund ${r.sn}`, r.amount, r.sn, null);
  r.refundTime = at;
  r.dueAt = null;
  step(db, r, 'refunded', at);
  if (!order) return;
  // Goods that never left, or came back, return to stock.
  if (order.status === 'paid' || r.type === 'return_refund') {
    for (const i of r.items) {
      const item = order.items.find((x) => x.id === i.orderItemId);
      if (item) returnStock(db, item.specId, i.quantity);
    }
  }
  const allRefunded = order.items.every((i) => i.afterSalesId !== null && db.afterSales.find((a) => a.id === i.afterSalesId)?.status === 'refunded');
  if (order.status === 'paid' && allRefunded) {
    // Nothing left to ship: the shop closes the order (its stock is already back).
    order.status = 'cancelled';
    order.cancelTime = at;
  }
}

/**
 * The shop's side of a case: it reviews after a minute (an application whose description holds
 * '#reject' is rejected, so QA can reach that branch), refunds a refund-only case, and refunds a
 * return once the parcel is on its way.
 */
export function tickAfterSales(db: DemoState): void {
  const t = now();
  for (const r of db.afterSales) {
    // A case may be several steps behind the clock (after a reload): catch up step by step.
    while (r.dueAt !== null && t >= r.dueAt) stepCase(db, r, r.dueAt);
  }
}

function stepCase(db: DemoState, r: AfterSalesRecord, at: number): void {
  if (r.status === 'under_review') {
    if (r.description.toLowerCase().includes('#reject')) {
      r.shopNote = SERVER_TEXT.caseRejectNote;
      r.dueAt = null;
      step(db, r, 'rejected', at);
    } else {
      r.shopNote = r.type === 'return_refund' ? SERVER_TEXT.caseReturnNote : '';
      r.dueAt = r.type === 'refund_only' ? at + settings.refundAfter : null;
      step(db, r, 'approved', at);
    }
  } else if (r.status === 'approved' && r.type === 'refund_only') {
    refund(db, r, at);
  } else if (r.status === 'returning') {
    refund(db, r, at);
  } else {
    r.dueAt = null;
  }
}

export function toAfterSalesSummary(db: DemoState, r: AfterSalesRecord, locale: DemoLocale): AfterSalesSummary {
  const order = db.orders.find((o) => o.id === r.orderId);
  const items = r.items.flatMap((i) => {
    const item = order?.items.find((x) => x.id === i.orderItemId);
    return item ? [{ ...toOrderItem(item, locale), quantity: i.quantity, amount: toMoney(item.price * i.quantity) }] : [];
  });
  return { id: r.id, after_sales_sn: r.sn, order_id: r.orderId, order_sn: order?.sn ?? '', type: r.type, status: r.status, amount: toMoney(r.amount), items, create_time: r.createTime };
}

export function toAfterSalesDetail(db: DemoState, r: AfterSalesRecord, locale: DemoLocale): AfterSalesDetail {
  return {
    ...toAfterSalesSummary(db, r, locale),
    reason: r.reason,
    description: r.description,
    images: r.images,
    shop_note: say(r.shopNote, locale),
    return_address: r.type === 'return_refund' && r.status !== 'under_review' && r.status !== 'rejected' ? RETURN_ADDRESS : null,
    return_logistics: r.returnLogistics ? { company: r.returnLogistics.company, tracking_no: r.returnLogistics.trackingNo } : null,
    refund_time: r.refundTime,
    timeline: r.timeline.map((t) => ({ ...t, text: say(t.text, locale) })),
  };
}

export function ownCase(db: DemoState, user: UserRecord, id: number): AfterSalesRecord {
  const r = db.afterSales.find((a) => a.id === id);
  if (!r || r.userId !== user.id) refuse('After-sales case not found');
  return r;
}
