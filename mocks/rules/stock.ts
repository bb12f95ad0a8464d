import type { StockShortage } from '@/api/types';
import { goodsById, specById, type Goods, type Spec } from '../data/catalogue';
import { refuse } from '../lib/errors';
import type { DemoLocale } from '../lib/locale';
import type { DemoState } from '../state/schema';
import { CODE } from './auth';

/** Stock of a spec now: its seeded stock less what orders took (returns and cancellations give back). */
export function stockOf(db: DemoState, spec: Spec): number {
  return Math.max(0, spec.stock - (db.stockTaken[String(spec.id)] ?? 0));
}

export function goodsStock(db: DemoState, goods: Goods): number {
  return goods.specs.reduce((sum, s) => sum + stockOf(db, s), 0);
}

export function takeStock(db: DemoState, specId: number, quantity: number): void {
  const key = String(specId);
  db.stockTaken[key] = (db.stockTaken[key] ?? 0) + quantity;
}

export function returnStock(db: DemoState, specId: number, quantity: number): void {
  takeStock(db, specId, -quantity);
}

export interface Wanted {
  goodsId: number;
  specId: number;
  quantity: number;
}

/** The short items of a wish list, as the 304 answer lists them. */
export function shortages(db: DemoState, wanted: readonly Wanted[], locale: DemoLocale): StockShortage[] {
  const need = new Map<number, number>();
  for (const w of wanted) need.set(w.specId, (need.get(w.specId) ?? 0) + w.quantity);
  const short: StockShortage[] = [];
  for (const [specId, quantity] of need) {
    const found = specById(specId);
    if (!found) continue;
    if (stockOf(db, found.spec) < quantity) short.push({ commodity_title: found.goods.name[locale], specs_title: found.spec.title[locale] });
  }
  return short;
}

/** Refuses with 304 and the short items, as the shop does at add, confirm and place. */
export function assertStock(db: DemoState, wanted: readonly Wanted[], locale: DemoLocale): void {
  const short = shortages(db, wanted, locale);
  if (short.length > 0) refuse('Insufficient stock', CODE.outOfStock, short);
}

/** The goods and spec of a request, or a clear refusal. */
export function resolveSpec(goodsId: number, specId: number): { goods: Goods; spec: Spec } {
  const goods = goodsById(goodsId);
  if (!goods) refuse(`Product ${String(goodsId)} does not exist`);
  const spec = goods.specs.find((s) => s.id === specId);
  if (!spec) refuse(`Spec ${String(specId)} does not belong to product ${String(goodsId)}`);
  return { goods, spec };
}

/**
 * Demo only (the shop's stock comes from its warehouse): puts `quantity` pieces of a spec back
 * on the shelf, or sets its stock to exactly `stock`. Answers the stock now.
 */
export function restock(db: DemoState, spec: Spec, change: { quantity: number } | { stock: number }): number {
  const target = 'stock' in change ? change.stock : stockOf(db, spec) + change.quantity;
  db.stockTaken[String(spec.id)] = spec.stock - Math.max(0, target);
  return stockOf(db, spec);
}
