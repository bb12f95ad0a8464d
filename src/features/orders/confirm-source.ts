import type { Id, OrderSource, SpecQuantity } from '@/api/types';
import { CART_DRAFT_SOURCE } from '@/lib/checkout-draft';
import { positiveInteger } from '@/lib/positive-integer';

/**
 * Where an order comes from, read from the confirmation page's query (the contract of
 * links.confirmOrderFromCart / links.confirmOrderBuyNow): the cart's selected lines, or
 * buy-now specs of one goods. Anything malformed reads as null, and the page says so.
 */
export type ConfirmSource = { kind: 'cart' } | { kind: 'buy_now'; commodityId: Id; items: SpecQuantity[] };

export function parseConfirmSource(params: URLSearchParams): ConfirmSource | null {
  const source = params.get('source');
  if (source === 'cart') return { kind: 'cart' };
  if (source !== 'buy_now') return null;
  const commodityId = positiveInteger(params.get('goodsId'));
  const items: SpecQuantity[] = [];
  for (const pair of (params.get('specs') ?? '').split(',')) {
    const [spec, qty, ...rest] = pair.split(':');
    const specsId = positiveInteger(spec);
    const quantity = positiveInteger(qty);
    if (specsId === null || quantity === null || rest.length > 0) return null;
    items.push({ specs_id: specsId, quantity });
  }
  if (commodityId === null || items.length === 0) return null;
  return { kind: 'buy_now', commodityId, items };
}

/** The draft key: one draft for the cart, one per buy-now selection. */
export function draftKeyOf(source: ConfirmSource): string {
  if (source.kind === 'cart') return CART_DRAFT_SOURCE;
  return `buy_now:${String(source.commodityId)}:${source.items.map((i) => `${String(i.specs_id)}x${String(i.quantity)}`).join(',')}`;
}

/** The request's source part, once the cart's selected line ids are known. */
export function orderSourceOf(source: ConfirmSource, cartIds: readonly Id[]): OrderSource | null {
  if (source.kind === 'buy_now') return { source: 'buy_now', commodity_id: source.commodityId, items: source.items };
  return cartIds.length > 0 ? { source: 'cart', cart_ids: [...cartIds] } : null;
}
