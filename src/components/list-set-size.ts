import type { LoadMoreStatus } from '@/lib/constants';

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
