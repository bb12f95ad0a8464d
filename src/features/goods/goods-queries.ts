import { commodityApi } from '@/api/commodity/endpoints';
import type { AppThunkDispatch } from '@/state/hooks';

/** The goods the boot asked for, not yet shown: its first page open needs no second call. */
let bootAsked: number | null = null;

/** The goods an address opens (?id=), 0 for none. */
export const goodsIdOf = (params: URLSearchParams) => Number(params.get('id')) || 0;

/**
 * The goods page's first call, started as the app boots (issue 12; see home-queries.ts): the
 * goods itself, whose main picture is the page's largest. The page asks for its goods again
 * each time it opens (stock moves while the shopper is away); the first open after the boot
 * takes the answer the boot just asked for instead (`takeBootAnswer`).
 */
export function prefetchGoodsData(dispatch: AppThunkDispatch, params: URLSearchParams): void {
  const id = goodsIdOf(params);
  if (id === 0) return;
  bootAsked = id;
  void dispatch(commodityApi.endpoints.commodityDetails.initiate({ id }, { subscribe: false }));
}

/** True once, for the goods the boot asked for: that open uses the boot's answer as it is. */
export function takeBootAnswer(id: number): boolean {
  if (id === 0 || bootAsked !== id) return false;
  bootAsked = null;
  return true;
}
