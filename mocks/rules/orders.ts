import type { Logistics, OrderAction, OrderDetail, OrderItem, OrderStatus, OrderSummary } from '@/api/types';
import { goodsById, specById } from '../data/catalogue';
import { goodsImage } from '../data/goods-pictures';
import { agentById, LOGISTICS_COMPANIES } from '../data/finance';
import { say } from '../data/server-texts';
import { refuse } from '../lib/errors';
import type { DemoLocale } from '../lib/locale';
import { toMoney } from '../lib/money';
import { now, settings } from '../lib/settings';
import type { DemoState, OrderItemRecord, OrderRecord, UserRecord } from '../state/schema';
import { couponTitle } from './coupons';

export function ownOrder(db: DemoState, user: UserRecord, id: number): OrderRecord {
  const order = db.orders.find((o) => o.id === id);
  // Someone else's order answers like a missing one: ids must not reveal other shoppers' orders.
  if (!order || order.userId !== user.id) refuse('Order not found');
  return order;
}

export function orderSn(id: number, time: number): string {
  const d = new Date(time * 1000);
  const ymd = `${String(d.getUTCFullYear())}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
  return `ACC${ymd}${String(id).padStart(7, '0')}`;
}

export function toOrderItem(item: OrderItemRecord, locale: DemoLocale): OrderItem {
  const found = specById(item.specId);
  const goods = found?.goods ?? goodsById(item.goodsId);
  return {
    id: item.id,
    commodity_id: item.goodsId,
    specs_id: item.specId,
    title: goods?.name[locale] ?? '',
    specs_title: found?.spec.title[locale] ?? '',
    image: goods ? goodsImage(goods, 0, found?.spec.colour) : '',
    quantity: item.quantity,
    price: toMoney(item.price),
    amount: toMoney(item.price * item.quantity),
    appraised: item.appraised,
    after_sales_id: item.afterSalesId,
  };
}

export function toSummary(o: OrderRecord, locale: DemoLocale): OrderSummary {
  return {
    id: o.id,
    order_sn: o.sn,
    status: o.status,
    create_time: o.createTime,
    items: o.items.map((i) => toOrderItem(i, locale)),
    total_qty: o.items.reduce((n, i) => n + i.quantity, 0),
    pay_deadline: o.status === 'pending_payment' ? o.payDeadline : null,
    goods_amount: toMoney(o.goods),
    coupon_discount: toMoney(o.coupon),
    membership_discount: toMoney(o.member),
    freight: toMoney(o.freight),
    pay_amount: toMoney(o.pay),
  };
}

const TRACE_STEPS: readonly { at: number; text: Record<DemoLocale, string> }[] = [
  { at: 0, text: { en: 'Picked up at the Yiwu warehouse', 'zh-CN': '已从义乌仓库揽收', 'zh-TW': '已從義烏倉庫攬收', fr: 'Pris en charge à l’entrepôt de Yiwu', es: 'Recogido en el almacén de Yiwu' } },
  { at: 0.2, text: { en: 'Departed the sorting centre', 'zh-CN': '已离开分拣中心', 'zh-TW': '已離開分揀中心', fr: 'Parti du centre de tri', es: 'Salió del centro de clasificación' } },
  { at: 0.5, text: { en: 'In transit to the destination country', 'zh-CN': '运输中，前往目的国', 'zh-TW': '運輸中，前往目的國', fr: 'En transit vers le pays de destination', es: 'En tránsito hacia el país de destino' } },
  { at: 0.8, text: { en: 'Out for delivery', 'zh-CN': '派送中', 'zh-TW': '派送中', fr: 'En cours de livraison', es: 'En reparto' } },
  { at: 1, text: { en: 'Delivered', 'zh-CN': '已签收', 'zh-TW': '已簽收', fr: 'Livré', es: 'Entregado' } },
];

export function logisticsOf(o: OrderRecord, locale: DemoLocale): Logistics | null {
  if (!o.logistics) return null;
  const company = LOGISTICS_COMPANIES.find((c) => c.id === o.logistics?.companyId);
  const shipped = o.logistics.shippedTime;
  const t = now();
  // A receipt the shopper confirmed before the carrier's own delivery scan ends the trail then.
  const span = o.receiveTime !== null ? Math.min(settings.deliverAfter, o.receiveTime - shipped) : settings.deliverAfter;
  const traces = TRACE_STEPS.map((s) => ({ time: shipped + Math.round(s.at * span), text: s.text[locale] }))
    .filter((s, i) => s.time <= t && (i < TRACE_STEPS.length - 1 || o.receiveTime !== null))
    .reverse();
  return { company_id: o.logistics.companyId, company: company?.name ?? '', tracking_no: o.logistics.trackingNo, shipped_time: shipped, traces };
}

export function toDetail(db: DemoState, o: OrderRecord, locale: DemoLocale): OrderDetail {
  const coupon = o.couponId ? db.coupons.find((c) => c.id === o.couponId) : undefined;
  const invoice = o.invoiceId ? db.invoices.find((i) => i.id === o.invoiceId) : undefined;
  return {
    ...toSummary(o, locale),
    address: o.address,
    logistics: logisticsOf(o, locale),
    remark: o.remark,
    pay_method: o.payMethod,
    pay_time: o.payTime,
    voucher_status: o.voucher.status,
    voucher_note: say(o.voucher.note, locale),
    coupon_title: coupon ? couponTitle(coupon, locale) : o.couponTitle,
    agent: o.agentId ? agentById(o.agentId, locale) : null,
    invoice_status: invoice?.status ?? 'none',
    ship_time: o.shipTime,
    receive_time: o.receiveTime,
    cancel_time: o.cancelTime,
  };
}

const AFTER_SALES_OPEN: readonly string[] = ['under_review', 'approved', 'returning'];

/** The actions a shopper has on an order now (the button call). */
export function orderActions(db: DemoState, o: OrderRecord): OrderAction[] {
  const actions: OrderAction[] = [];
  const afterSalesable = o.items.some((i) => i.afterSalesId === null);
  const invoiceable = o.invoiceId === null || db.invoices.find((i) => i.id === o.invoiceId)?.status === 'rejected';
  const status: OrderStatus = o.status;
  if (status === 'pending_payment') {
    const reviewing = o.voucher.status === 'pending_review';
    if (!reviewing) actions.push('pay');
    if (o.payMethod === 'bank_transfer' && !reviewing) actions.push('upload_voucher');
    if (o.voucher.status !== 'none') actions.push('view_voucher');
    actions.push('change_address', 'edit_remark');
    // The shop decides on a receipt under review before the shopper may walk away.
    if (!reviewing) actions.push('cancel');
    return actions;
  }
  if (status === 'cancelled') return ['again'];
  if (o.voucher.status !== 'none') actions.push('view_voucher');
  if (status === 'paid') actions.push('change_address', 'edit_remark');
  if (status === 'shipped' || status === 'received' || status === 'completed') actions.push('logistics');
  if (status === 'shipped') actions.push('confirm_receipt');
  if (status === 'received' && o.items.some((i) => !i.appraised)) actions.push('appraise');
  if (afterSalesable) actions.push('after_sales');
  if (invoiceable) actions.push('invoice');
  actions.push('again');
  return actions;
}

export function hasOpenAfterSales(db: DemoState, userId: number): number {
  return db.afterSales.filter((a) => a.userId === userId && AFTER_SALES_OPEN.includes(a.status)).length;
}
