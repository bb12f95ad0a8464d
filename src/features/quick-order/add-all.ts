import type { ApiError } from '@/api/base-query';
import { commodityApi } from '@/api/commodity/endpoints';
import type { SkuLookup } from '@/api/sku-lookup';
import type { AppThunkDispatch } from '@/state/hooks';
import type { Review } from './review-model';

/** Stock and prices read more than this long ago are read again just before adding. */
export const FRESH_SECONDS = 30;

export type AddFailure =
  | { kind: 'stock' }
  | { kind: 'changed' }
  | { kind: 'server'; message: string }
  | { kind: 'network' };

export interface AddOutcome {
  /** Keys of the lines that went into the cart. */
  added: Set<string>;
  /** Goods that went in, with their line count. */
  goodsAdded: number;
  failed: Map<string, AddFailure>;
}

function failureOf(error: unknown): AddFailure {
  const e = error as Partial<ApiError>;
  if (e.kind === 'out_of_stock') return { kind: 'stock' };
  if (e.kind === 'business') return { kind: 'server', message: e.msg ?? '' };
  return { kind: 'network' };
}

/**
 * Adds the review's ready lines, goods by goods (shoppingCartAdd takes the specs of one goods),
 * and tells exactly which lines went in. Before each goods its stock and prices are read again
 * when older than FRESH_SECONDS; lines whose spec can no longer take their quantity are held back
 * as "changed", for the buyer to look at, rather than sent to be refused.
 */
export async function addAll(dispatch: AppThunkDispatch, lookup: SkuLookup, review: Review, inCartOf: (specId: number) => number): Promise<AddOutcome> {
  const outcome: AddOutcome = { added: new Set(), goodsAdded: 0, failed: new Map() };
  for (const { goods, lines } of review.ready) {
    const unread = await lookup.refresh([goods.id], FRESH_SECONDS);
    const fresh = lookup.find({ goodsId: goods.id });
    const now = fresh.status === 'goods' ? fresh.goods : null;
    if (unread.length > 0 || !now) {
      for (const l of lines) outcome.failed.set(l.line.key, { kind: 'network' });
      continue;
    }
    const held = lines.filter((l) => {
      const spec = now.specs.find((s) => s.id === l.spec?.id);
      return now.status !== 'on_sale' || !spec || l.line.quantity + inCartOf(spec.id) > spec.stock;
    });
    const going = lines.filter((l) => !held.includes(l));
    for (const l of held) outcome.failed.set(l.line.key, { kind: 'changed' });
    if (going.length === 0) continue;
    const request = dispatch(
      commodityApi.endpoints.shoppingCartAdd.initiate({
        commodity_id: goods.id,
        items: going.map((l) => ({ specs_id: l.spec?.id ?? 0, quantity: l.line.quantity })),
      }),
    );
    try {
      await request.unwrap();
      for (const l of going) outcome.added.add(l.line.key);
      outcome.goodsAdded += 1;
    } catch (error) {
      const failure = failureOf(error);
      for (const l of going) outcome.failed.set(l.line.key, failure);
    }
  }
  return outcome;
}
