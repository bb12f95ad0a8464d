import type { LoadMoreStatus } from '@/lib/constants';
import { PAGE_SIZE } from './use-infinite-list';

/**
 * The `aria-setsize` a long list's items carry: what a screen reader announces as "item 3 of N".
 * N is the whole list (the server's total) when known, what is loaded once the end is reached,
 * and -1 ("size unknown", per WAI-ARIA) while more pages may come and the total is not given:
 * the loaded count would announce "3 of 20" in a list of 10 000.
 */
export function listSetSize(loaded: number, total: number | undefined, status: LoadMoreStatus): number {
  if (status === 'nomore') return loaded;
  return total ?? -1;
}

/**
 * How many placeholders hold the places of the items still to come: a page's worth ahead of the
 * loaded ones, while the server's total says more are coming and the last page did not fail. The
 * list only ever grows into them, so nothing under it moves; with none, the load-more foot shows.
 */
export function pendingPlaces(loaded: number, total: number | undefined, status: LoadMoreStatus, failed: boolean): number {
  if (total === undefined || status === 'nomore' || failed) return 0;
  return Math.min(Math.max(0, total - loaded), PAGE_SIZE);
}
