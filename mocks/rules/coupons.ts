import type { Coupon, CouponStatus } from '@/api/types';
import { categoryById } from '../data/categories';
import { REFUSED_WITH } from '../data/refusal-texts';
import { refuse } from '../lib/errors';
import { DEMO_LOCALES, type DemoLocale } from '../lib/locale';
import { moneyText, percentText, toMoney } from '../lib/money';
import { now, settings } from '../lib/settings';
import type { CouponRecord, DemoState, OrderRecord, UserRecord } from '../state/schema';
import { nextId } from '../state/schema';
import { addNotice } from './notices';
import type { Priced } from './pricing';

export function couponTitle(c: CouponRecord, locale: DemoLocale): string {
  const v = moneyText(locale, c.value);
  const th = moneyText(locale, c.threshold);
  const pct = percentText(locale, 100 - c.value);
  const zhRate = c.value % 10 === 0 ? String(c.value / 10) : String(c.value);
  const base: Record<DemoLocale, string> = c.type === 'amount'
    ? c.threshold > 0
      ? { en: `${v} off over ${th}`, 'zh-CN': `满${th}减${v}`, 'zh-TW': `滿${th}減${v}`, fr: `${v} de remise dès ${th}`, es: `${v} de descuento desde ${th}` }
      : { en: `${v} off`, 'zh-CN': `立减${v}`, 'zh-TW': `立減${v}`, fr: `${v} de remise`, es: `${v} de descuento` }
    : { en: `${pct} off`, 'zh-CN': `${zhRate}折券`, 'zh-TW': `${zhRate}折券`, fr: `${pct} de remise`, es: `${pct} de descuento` };
  if (!c.delayed) return base[locale];
  const prefix: Record<DemoLocale, string> = { en: 'Second rebate: ', 'zh-CN': '二次返利：', 'zh-TW': '二次返利：', fr: 'Remise différée : ', es: 'Reembolso diferido: ' };
  return prefix[locale] + base[locale];
}

export function couponScope(c: CouponRecord, locale: DemoLocale): string {
  const category = c.categoryId ? categoryById(c.categoryId) : undefined;
  if (!category) return { en: 'All goods', 'zh-CN': '全部商品', 'zh-TW': '全部商品', fr: 'Tous les produits', es: 'Todos los productos' }[locale];
  const name = category.name[locale];
  return { en: `${name} only`, 'zh-CN': `仅限${name}`, 'zh-TW': `僅限${name}`, fr: `${name} uniquement`, es: `Solo ${name.toLowerCase()}` }[locale];
}

export function couponStatus(c: CouponRecord, t = now()): CouponStatus {
  if (c.usedTime !== null) return 'used';
  return c.endTime <= t ? 'expired' : 'unused';
}

/** Usable now: unused, started, not expired, and (for a second rebate) opened. */
export function isUsable(c: CouponRecord, t = now()): boolean {
  return couponStatus(c, t) === 'unused' && c.startTime <= t && (!c.delayed || c.delayed.opened);
}

export function toCoupon(db: DemoState, c: CouponRecord, locale: DemoLocale): Coupon {
  const order = c.orderId ? db.orders.find((o) => o.id === c.orderId) : undefined;
  return {
    id: c.id,
    title: couponTitle(c, locale),
    type: c.type,
    value: c.type === 'amount' ? toMoney(c.value) : (c.value / 100).toFixed(2),
    threshold: toMoney(c.threshold),
    start_time: c.startTime,
    end_time: c.endTime,
    status: couponStatus(c),
    scope: couponScope(c, locale),
    delayed: c.delayed ? { open_time: c.delayed.openTime, opened: c.delayed.opened } : null,
    reminded: c.reminded,
    used_time: c.usedTime,
    order_sn: order?.sn ?? null,
  };
}

export function userCoupon(db: DemoState, user: UserRecord, id: number): CouponRecord {
  const c = db.coupons.find((x) => x.id === id && x.userId === user.id);
  if (!c) refuse('Coupon not found');
  return c;
}

/** The discount a coupon gives on the goods it covers, or a refusal saying why it does not apply. */
export function couponDiscount(c: CouponRecord, amountByCategory: Map<number, number>, total: number): number {
  if (!isUsable(c)) {
    if (c.delayed && !c.delayed.opened) refuse('This coupon has not been opened yet');
    refuse(couponStatus(c) === 'used' ? 'This coupon has already been used' : 'This coupon has expired');
  }
  const eligible = c.categoryId ? (amountByCategory.get(c.categoryId) ?? 0) : total;
  if (eligible <= 0) refuse('This coupon does not cover any goods in this order');
  if (eligible < c.threshold) refuse(REFUSED_WITH.couponThreshold(c.threshold));
  return c.type === 'amount' ? Math.min(c.value, eligible) : Math.round((eligible * (100 - c.value)) / 100);
}

/** The shopper's coupons that would apply to these goods priced without one (scope, threshold, open). */
export function applicableCoupons(db: DemoState, user: UserRecord, priced: Priced): CouponRecord[] {
  const byCategory = new Map<number, number>();
  for (const g of priced.groups) byCategory.set(g.goods.category.id, (byCategory.get(g.goods.category.id) ?? 0) + g.amount);
  return db.coupons.filter((c) => {
    if (c.userId !== user.id || !isUsable(c)) return false;
    try {
      couponDiscount(c, byCategory, priced.goods);
      return true;
    } catch {
      return false;
    }
  });
}

/** Paid orders over $100.00 earn a second-rebate coupon of 5 % (at least $5.00) that opens later. */
export function earnSecondRebate(db: DemoState, order: OrderRecord): void {
  if (order.pay < 10000 || db.coupons.some((c) => c.sourceOrderId === order.id)) return;
  const t = now();
  const value = Math.max(500, Math.round(order.pay * 0.05));
  const coupon: CouponRecord = {
    id: nextId(db), userId: order.userId, title: 'Second rebate', type: 'amount', value, threshold: value * 4, categoryId: 0,
    startTime: t, endTime: t + 60 * 86400, usedTime: null, orderId: null,
    delayed: { openTime: t + settings.rebateDelay, opened: false }, reminded: false, sourceOrderId: order.id,
  };
  db.coupons.push(coupon);
  addNotice(db, order.userId, 'activity', 'coupon', Object.fromEntries(DEMO_LOCALES.map((l) => [`title:${l}`, couponTitle(coupon, l)])), {
    kind: 'coupon',
    id: coupon.id,
  });
}

export function openDelayedCoupon(c: CouponRecord): void {
  if (!c.delayed) refuse('This is not a second-rebate coupon');
  if (c.delayed.opened) refuse('This coupon is already open');
  if (couponStatus(c) !== 'unused') refuse('This coupon has expired');
  if (now() < c.delayed.openTime) refuse('This coupon cannot be opened yet');
  c.delayed.opened = true;
}
