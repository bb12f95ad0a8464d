import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { GoodsSort } from '@/api/types';
import { listRequest, readFilters, readSort, type ListFilters } from './list-request';

export type { ListFilters };

/**
 * Sort and filters of a goods list live in the page's own query (sort, minPrice, maxPrice,
 * labelId) beside the parameters links.ts defines, so Back and a reload keep what the shopper
 * chose. They are replaced, not pushed: Back leaves the list rather than undoing a sort.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const sort = readSort(params);
  const filters = useMemo(() => readFilters(params), [params]);
  const activeFilters = [filters.min_price, filters.max_price, filters.label_id].filter((v) => v !== undefined).length;

  const update = useCallback(
    (changes: Record<string, string | undefined>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const setSort = useCallback((next: GoodsSort) => update({ sort: next === 'default' ? undefined : next }), [update]);
  const setFilters = useCallback(
    (next: ListFilters) =>
      update({
        minPrice: next.min_price,
        maxPrice: next.max_price,
        labelId: next.label_id === undefined ? undefined : String(next.label_id),
      }),
    [update],
  );

  /** The request fields for commodityList (without page and limit). */
  const request = useMemo(() => listRequest(sort, filters), [sort, filters]);

  return { sort, filters, activeFilters, setSort, setFilters, request };
}
