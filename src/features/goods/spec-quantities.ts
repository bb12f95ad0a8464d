/**
 * The spec sheet's arithmetic, kept pure so it can be property-tested: a wholesale buyer sets a
 * quantity for each spec in one go; each quantity is a whole number from 0 (not this spec) to the
 * spec's stock; the minimum order and the price tier apply to the goods' TOTAL across its specs
 * (src/api/commodity/responses.ts PriceTier: "the highest min_qty not above the total").
 */
import { toAmount } from '@/lib/money';

export interface Tier {
  min_qty: number;
  price: string;
}

export type Quantities = Readonly<Record<number, number>>;

/** A typed or stepped value for one spec, clamped to 0…stock and made whole. */
export function clampQuantity(value: number | null | undefined, stock: number): number {
  const max = Math.max(0, Math.floor(Number.isFinite(stock) ? stock : 0));
  if (value === null || value === undefined || !Number.isFinite(value)) return 0;
  return Math.min(max, Math.max(0, Math.floor(value)));
}

/**
 * The quantity a spec's '+' jumps to from 0 when the goods' total is still under the minimum
 * order: straight to the minimum (or the stock, if smaller), so one tap makes an orderable line.
 */
export function firstStepQuantity(total: number, minOrder: number, stock: number): number {
  const missing = Math.max(1, minOrder - total);
  return clampQuantity(missing, stock);
}

/** Sets one spec's quantity, clamped; a spec at 0 is dropped so the sheet's payload lists only chosen specs. */
export function withQuantity(quantities: Quantities, specId: number, value: number | null, stock: number): Quantities {
  const clamped = clampQuantity(value, stock);
  const others = Object.entries(quantities).filter(([id]) => Number(id) !== specId);
  return Object.fromEntries(clamped === 0 ? others : [...others, [String(specId), clamped]]);
}

export function totalQuantity(quantities: Quantities): number {
  return Object.values(quantities).reduce((sum, q) => sum + q, 0);
}

/** How many more pieces the total needs to reach the minimum order (0 once reached). */
export function shortOfMinimum(total: number, minOrder: number): number {
  return Math.max(0, minOrder - total);
}

/** The tier a total reaches: the highest min_qty not above it; the first tier below every min_qty. */
export function tierIndexFor(tiers: readonly Tier[], total: number): number {
  let index = 0;
  tiers.forEach((tier, i) => {
    if (total >= tier.min_qty) index = i;
  });
  return index;
}

/** 'Add N more for price P', or null at the top tier (or with no tiers). */
export function nextTierHint(tiers: readonly Tier[], total: number): { addQty: number; price: string } | null {
  // The first tier is the minimum order, which the sheet announces on its own.
  const next = tiers.slice(1).find((tier) => tier.min_qty > total);
  return next ? { addQty: next.min_qty - total, price: next.price } : null;
}

/** A running batch's offer on a goods: its price while it has pieces left. */
export interface BatchOffer {
  price: string;
  left: number;
}

/**
 * The unit price the shop charges for a goods' total: a running batch's price when it is lower
 * than the tier's and the batch still has that many pieces, otherwise the tier's (as the demo
 * backend's unitPrice does). Null with no tiers and no batch.
 */
export function unitPriceFor(tiers: readonly Tier[], total: number, batch: BatchOffer | null = null): string | null {
  const tier = tiers.at(tierIndexFor(tiers, total));
  const batchFits = batch !== null && total > 0 && total <= batch.left;
  if (batchFits && (!tier || toAmount(batch.price) < toAmount(tier.price))) return batch.price;
  return tier?.price ?? null;
}

/**
 * The estimate the sheet shows: pieces × the unit price `tierTotal` gets (the goods' total, which
 * may include pieces already in the cart). The server prices the cart.
 */
export function estimateAmount(tiers: readonly Tier[], pieces: number, tierTotal: number = pieces, batch: BatchOffer | null = null): number {
  const unit = unitPriceFor(tiers, tierTotal, batch);
  return unit === null ? 0 : (Math.round(toAmount(unit) * 100) * pieces) / 100;
}

/** The specs and quantities to send: only chosen specs, in the goods' spec order. */
export function toItems(quantities: Quantities, specOrder: readonly number[]): { specs_id: number; quantity: number }[] {
  return specOrder
    .filter((id) => (quantities[id] ?? 0) > 0)
    .map((id) => ({ specs_id: id, quantity: quantities[id] ?? 0 }));
}
