import type { PriceCalculation, PriceLine } from '@/api/types';
import { tierPrice, type Goods, type Spec } from '../data/catalogue';
import { goodsImage } from '../data/goods-pictures';
import { gradeFor, ongoingBatch } from '../data/marketing';
import { SHOP_RULES } from '../data/site';
import { refuse } from '../lib/errors';
import type { DemoLocale } from '../lib/locale';
import { toMoney } from '../lib/money';
import { now } from '../lib/settings';
import type { DemoState, UserRecord } from '../state/schema';
import { CODE } from './auth';
import { couponDiscount, userCoupon } from './coupons';
import { resolveSpec, type Wanted } from './stock';
import { totalSpend } from './users';

export interface PricedGoods {
  goods: Goods;
  quantity: number;
  /** Unit cents: the tier reached, or an ongoing batch's price when lower. */
  unit: number;
  amount: number;
  /** The ongoing batch whose price applied, if one did. */
  batchId: number | null;
  specs: { spec: Spec; quantity: number }[];
}

export interface Priced {
  groups: PricedGoods[];
  goods: number;
  coupon: number;
  couponId: number | null;
  member: number;
  level: number;
  freight: number;
  total: number;
  totalQty: number;
  belowMinimum: PricedGoods[];
}

export function batchKey(batchId: number, goodsId: number): string {
  return `${String(batchId)}:${String(goodsId)}`;
}

/** Pieces of a goods an ongoing batch still has at the batch price. */
export function batchLeft(db: DemoState, batchId: number, seed: { goods: Goods; stock: number; soldBefore: number }): number {
  return Math.max(0, seed.stock - seed.soldBefore - (db.batchSold[batchKey(batchId, seed.goods.id)] ?? 0));
}

/** The unit price of a goods for a total quantity: its tier, or an ongoing batch's price while the batch lasts. */
export function unitPrice(db: DemoState, goods: Goods, quantity: number): { unit: number; batchId: number | null } {
  const tier = tierPrice(goods, quantity);
  const batch = ongoingBatch(goods.id, now());
  if (batch && batch.seed.price < tier && batchLeft(db, batch.batchId, batch.seed) >= quantity) return { unit: batch.seed.price, batchId: batch.batchId };
  return { unit: tier, batchId: null };
}

/**
 * Prices a wish list the way the shop does: the tier by each goods' total quantity across its
 * specs, then the coupon on the goods it covers, then the membership rate on what is left, then
 * freight (free from $299.00 after discounts).
 */
export function price(db: DemoState, user: UserRecord | null, wanted: readonly Wanted[], couponId: number | null): Priced {
  const byGoods = new Map<number, PricedGoods>();
  for (const w of wanted) {
    const { goods, spec } = resolveSpec(w.goodsId, w.specId);
    let group = byGoods.get(goods.id);
    if (!group) {
      group = { goods, quantity: 0, unit: 0, amount: 0, batchId: null, specs: [] };
      byGoods.set(goods.id, group);
    }
    group.quantity += w.quantity;
    const same = group.specs.find((s) => s.spec.id === spec.id);
    if (same) same.quantity += w.quantity;
    else group.specs.push({ spec, quantity: w.quantity });
  }
  const groups = [...byGoods.values()];
  const byCategory = new Map<number, number>();
  let goodsTotal = 0;
  for (const g of groups) {
    const unit = unitPrice(db, g.goods, g.quantity);
    g.unit = unit.unit;
    g.batchId = unit.batchId;
    g.amount = g.unit * g.quantity;
    goodsTotal += g.amount;
    byCategory.set(g.goods.category.id, (byCategory.get(g.goods.category.id) ?? 0) + g.amount);
  }
  let coupon = 0;
  if (couponId !== null) {
    if (!user) refuse('Please login first', CODE.needLogin, { type: 'need login' });
    coupon = couponDiscount(userCoupon(db, user, couponId), byCategory, goodsTotal);
  }
  const grade = gradeFor(user ? totalSpend(db, user) : 0);
  const member = Math.round(((goodsTotal - coupon) * (100 - grade.rate)) / 100);
  const net = goodsTotal - coupon - member;
  const freight = goodsTotal === 0 || net >= SHOP_RULES.freeFreightFrom ? 0 : SHOP_RULES.freight;
  return {
    groups,
    goods: goodsTotal,
    coupon,
    couponId,
    member,
    level: grade.level,
    freight,
    total: net + freight,
    totalQty: groups.reduce((n, g) => n + g.quantity, 0),
    belowMinimum: groups.filter((g) => g.quantity < g.goods.moq),
  };
}

function priceLine(g: PricedGoods, locale: DemoLocale): PriceLine {
  const next = g.goods.tiers.find((t) => t.min > g.quantity && t.cents < g.unit);
  return {
    commodity_id: g.goods.id,
    title: g.goods.name[locale],
    image: goodsImage(g.goods, 0),
    quantity: g.quantity,
    tier_price: toMoney(g.unit),
    amount: toMoney(g.amount),
    next_tier: next ? { add_qty: next.min - g.quantity, price: toMoney(next.cents) } : null,
    below_min_order: g.quantity < g.goods.moq,
    min_order_qty: g.goods.moq,
    specs: g.specs.map((s) => ({ specs_id: s.spec.id, specs_title: s.spec.title[locale], quantity: s.quantity, amount: toMoney(s.quantity * g.unit) })),
  };
}

export function toCalculation(p: Priced, locale: DemoLocale): PriceCalculation {
  return {
    lines: p.groups.map((g) => priceLine(g, locale)),
    total_qty: p.totalQty,
    goods_amount: toMoney(p.goods),
    coupon_id: p.couponId,
    coupon_discount: toMoney(p.coupon),
    membership_level: p.level,
    membership_discount: toMoney(p.member),
    freight: toMoney(p.freight),
    total: toMoney(p.total),
  };
}
