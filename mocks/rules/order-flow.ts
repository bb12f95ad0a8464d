import type { PayMethod } from '@/api/types';
import { LOGISTICS_COMPANIES } from '../data/finance';
import { SERVER_TEXT } from '../data/server-texts';
import { REFUSED_WITH } from '../data/refusal-texts';
import { refuse } from '../lib/errors';
import type { DemoLocale } from '../lib/locale';
import { toMoney } from '../lib/money';
import { now, settings } from '../lib/settings';
import type { AddressRecord, DemoState, OrderItemRecord, OrderRecord, UserRecord } from '../state/schema';
import { nextId } from '../state/schema';
import { snapshotOf } from './addresses';
import { earnSecondRebate } from './coupons';
import { move, userById } from './ledger';
import { addNotice } from './notices';
import { orderSn } from './orders';
import { batchKey, type Priced } from './pricing';
import { assertStock, returnStock, takeStock, type Wanted } from './stock';

export interface PlaceInput {
  wanted: Wanted[];
  cartIds: number[];
  priced: Priced;
  address: AddressRecord;
  agentId: number | null;
  remark: string;
  requestKey: string;
}

/** Creates the order: stock is taken, the coupon used, the cart lines removed. */
export function placeOrder(db: DemoState, user: UserRecord, input: PlaceInput, locale: DemoLocale): OrderRecord {
  const { priced } = input;
  const below = priced.belowMinimum.at(0);
  if (below) {
    refuse(REFUSED_WITH.orderBelowMinimum(below.goods.name, below.goods.moq, below.quantity));
  }
  assertStock(db, input.wanted, locale);
  const t = now();
  const id = nextId(db);
  const order: OrderRecord = {
    id,
    sn: orderSn(id, t),
    userId: user.id,
    status: 'pending_payment',
    items: priced.groups.flatMap((g) =>
      g.specs.map((s) => ({ id: nextId(db), goodsId: g.goods.id, specId: s.spec.id, quantity: s.quantity, price: g.unit, appraised: false, afterSalesId: null, batchId: g.batchId })),
    ),
    goods: priced.goods,
    coupon: priced.coupon,
    couponId: priced.couponId,
    couponTitle: null,
    member: priced.member,
    freight: priced.freight,
    pay: priced.total,
    address: snapshotOf(input.address, locale),
    remark: input.remark,
    agentId: input.agentId,
    payMethod: null,
    payTime: null,
    payDeadline: t + settings.payWindow,
    voucher: { status: 'none', images: [], remark: '', note: '', uploadTime: null },
    logistics: null,
    shipTime: null,
    receiveTime: null,
    cancelTime: null,
    completeTime: null,
    invoiceId: null,
    createTime: t,
    requestKey: input.requestKey,
  };
  for (const item of order.items) takeStock(db, item.specId, item.quantity);
  for (const item of order.items) countBatchSold(db, item, item.quantity);
  if (priced.couponId !== null) {
    const coupon = db.coupons.find((c) => c.id === priced.couponId);
    if (coupon) {
      coupon.usedTime = t;
      coupon.orderId = id;
    }
  }
  const used = new Set(input.cartIds);
  db.cart = db.cart.filter((l) => !used.has(l.id));
  db.orders.push(order);
  return order;
}

/** A batch's sold counter follows its orders: placing counts the pieces, cancelling hands them back. */
function countBatchSold(db: DemoState, item: OrderItemRecord, quantity: number): void {
  if (item.batchId === undefined || item.batchId === null) return;
  const key = batchKey(item.batchId, item.goodsId);
  db.batchSold[key] = Math.max(0, (db.batchSold[key] ?? 0) + quantity);
}

export function markPaid(db: DemoState, order: OrderRecord, method: PayMethod): void {
  order.status = 'paid';
  order.payMethod = method;
  order.payTime = now();
  addNotice(db, order.userId, 'order', 'order_paid', { sn: order.sn, amount: toMoney(order.pay) }, { kind: 'order', id: order.id });
  earnSecondRebate(db, order);
}

/** Pays an order from the balance: the ledger records the payment and the balance after it. */
export function payByBalance(db: DemoState, user: UserRecord, order: OrderRecord): void {
  move(db, user, 'payment', `Order ${order.sn}`, -order.pay, order.sn, 'balance');
  markPaid(db, order, 'balance');
}

export function assertPayable(order: OrderRecord): void {
  if (order.status === 'cancelled') refuse('This order was cancelled');
  if (order.status !== 'pending_payment') refuse('This order is already paid');
  if (order.voucher.status === 'pending_review') refuse('Your transfer receipt is being reviewed');
}

/**
 * Cancels an unpaid order: the stock and the coupon go back. Only the shop's expiry sends a
 * notice; a shopper who cancelled has just been told.
 */
export function cancelOrder(db: DemoState, order: OrderRecord, by: 'expiry' | 'shopper' = 'expiry'): void {
  order.status = 'cancelled';
  order.cancelTime = now();
  for (const item of order.items) {
    returnStock(db, item.specId, item.quantity);
    countBatchSold(db, item, -item.quantity);
  }
  const coupon = order.couponId ? db.coupons.find((c) => c.id === order.couponId) : undefined;
  if (coupon) {
    coupon.usedTime = null;
    coupon.orderId = null;
  }
  if (by === 'expiry') addNotice(db, order.userId, 'order', 'order_cancelled', { sn: order.sn }, { kind: 'order', id: order.id });
}

function ship(db: DemoState, order: OrderRecord, at: number): void {
  const company = LOGISTICS_COMPANIES.at(order.id % LOGISTICS_COMPANIES.length);
  if (!company) return;
  order.status = 'shipped';
  order.shipTime = at;
  order.logistics = { companyId: company.id, trackingNo: `${company.code}${String(order.id * 7919).padStart(10, '0')}`, shippedTime: at };
  addNotice(db, order.userId, 'order', 'order_shipped', { sn: order.sn, company: company.name, tracking: order.logistics.trackingNo }, { kind: 'order', id: order.id });
}

/**
 * The shop's side of an order, run before every call: unpaid orders expire, transfer receipts
 * are reviewed, paid orders ship, shipped ones arrive, received ones close.
 */
export function tickOrders(db: DemoState): void {
  const t = now();
  for (const o of db.orders) {
    if (o.status === 'pending_payment') {
      const v = o.voucher;
      if (v.status === 'pending_review' && v.uploadTime !== null && t >= v.uploadTime + settings.reviewAfter) {
        if (v.remark.toLowerCase().includes('#reject')) {
          v.status = 'rejected';
          v.note = SERVER_TEXT.voucherRejected;
          o.payDeadline = t + settings.payWindow;
        } else {
          v.status = 'approved';
          markPaid(db, o, 'bank_transfer');
          o.payTime = v.uploadTime + settings.reviewAfter;
        }
      } else if (v.status !== 'pending_review' && t >= o.payDeadline) {
        cancelOrder(db, o);
        o.cancelTime = o.payDeadline;
      }
    }
    // The shop holds a parcel while a refund request on it is open.
    if (o.status === 'paid' && o.payTime !== null && t >= o.payTime + settings.shipAfter && !hasOpenCase(db, o)) {
      ship(db, o, o.payTime + settings.shipAfter);
    }
    if (o.status === 'shipped' && o.shipTime !== null && t >= o.shipTime + settings.deliverAfter) {
      o.status = 'received';
      o.receiveTime = o.shipTime + settings.deliverAfter;
    }
    if (o.status === 'received' && o.receiveTime !== null && t >= o.receiveTime + settings.completeAfter) {
      o.status = 'completed';
      o.completeTime = o.receiveTime + settings.completeAfter;
    }
  }
}

function hasOpenCase(db: DemoState, order: OrderRecord): boolean {
  return db.afterSales.some((a) => a.orderId === order.id && (a.status === 'under_review' || a.status === 'approved' || a.status === 'returning'));
}

export function ownerOf(db: DemoState, order: OrderRecord): UserRecord {
  return userById(db, order.userId);
}
