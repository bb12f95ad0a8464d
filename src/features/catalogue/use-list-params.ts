import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CommodityListRequest, GoodsSort } from '@/api/types';

/**
 * Sort and filters of a goods list live in the page's own query (sort, minPrice, maxPrice,
 * labelId) beside the parameters links.ts defines, so Back and a reload keep what the shopper
 * chose. They are replaced, not pushed: Back leaves the list rather than undoing a sort.
 */
const SORTS: readonly GoodsSort[] = ['default', 'sales', 'price_asc', 'price_desc', 'new'];

export interface ListFilters {
  min_price?: string;
  max_price?: string;
  label_id?: number;
}

function readPrice(raw: string | null): string | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value.toFixed(2) : undefined;
}

export function useListParams() {
  const [params, setParams] = useSearchParams();
  const rawSort = params.get('sort');
  const sort: GoodsSort = SORTS.find((s) => s === rawSort) ?? 'default';
  const rawLabel = Number(params.get('labelId'));

  const filters = useMemo<ListFilters>(
    () => ({
      min_price: readPrice(params.get('minPrice')),
      max_price: readPrice(params.get('maxPrice')),
      label_id: Number.isInteger(rawLabel) && rawLabel > 0 ? rawLabel : undefined,
    }),
    [params, rawLabel],
  );
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
  const request = useMemo<Omit<CommodityListRequest, 'page' | 'limit'>>(() => {
    const out: Omit<CommodityListRequest, 'page' | 'limit'> = {};
    if (sort !== 'default') out.sort = sort;
    if (filters.min_price !== undefined) out.min_price = filters.min_price;
    if (filters.max_price !== undefined) out.max_price = filters.max_price;
    if (filters.label_id !== undefined) out.label_id = filters.label_id;
    return out;
  }, [sort, filters]);

  return { sort, filters, activeFilters, setSort, setFilters, request };
}
