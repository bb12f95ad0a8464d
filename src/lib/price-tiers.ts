/**
 * Wholesale tiers (src/api/commodity/responses.ts PriceTier): the unit price is the tier whose `min_qty` is the
 * highest not above the goods' TOTAL quantity across its specs; below every tier, the first.
 */
export interface Tier {
  min_qty: number;
  price: string;
}

export function tierFor<T extends Tier>(tiers: readonly T[], quantity: number): T | null {
  const sorted = [...tiers].sort((a, b) => a.min_qty - b.min_qty);
  let reached = sorted.at(0) ?? null;
  for (const tier of sorted) if (tier.min_qty <= quantity) reached = tier;
  return reached;
}

/** How many more pieces reach the next cheaper tier, and its price; null at the top tier. */
export function nextTier(tiers: readonly Tier[], quantity: number): { add_qty: number; price: string } | null {
  const next = [...tiers].sort((a, b) => a.min_qty - b.min_qty).find((t) => t.min_qty > quantity);
  return next ? { add_qty: next.min_qty - quantity, price: next.price } : null;
}
