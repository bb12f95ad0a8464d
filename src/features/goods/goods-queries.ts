import { commodityApi } from '@/api/commodity/endpoints';
import type { AppThunkDispatch } from '@/state/hooks';
import { positiveInteger } from '@/lib/positive-integer';

/** The goods the boot asked for, not yet shown: its first page open needs no second call. */
let bootAsked: number | null = null;

/** The goods an address opens (?id=), 0 for none (or for what cannot be a goods' id). */
export const goodsIdOf = (params: URLSearchParams) => positiveInteger(params.get('id')) ?? 0;

/**
 * The goods page's first call, started as the app boots (issue 12; see home-queries.ts): the
 * goods itself, whose main picture is the page's largest. The page asks for its goods again
 * each time it opens (stock moves while the shopper is away); the first open after the boot
 * takes the answer the boot just asked for instead (`isBootAnswer`).
 */
export function prefetchGoodsData(dispatch: AppThunkDispatch, params: URLSearchParams): void {
  const id = goodsIdOf(params);
  if (id === 0) return;
  bootAsked = id;
  void dispatch(commodityApi.endpoints.commodityDetails.initiate({ id }, { subscribe: false }));
}

/**
 * Whether the boot asked for this goods and no page has shown it yet. Only a read: a render that
 * React throws away and retries (a suspension inside the page) reads the same answer again. The
 * page forgets it once it has been shown (`bootAnswerShown`, from an effect).
 */
export function isBootAnswer(id: number): boolean {
  return id !== 0 && bootAsked === id;
}

/** The boot's answer has been shown: every later open of the goods asks again. */
export function bootAnswerShown(id: number): void {
  if (bootAsked === id) bootAsked = null;
}
