import type { CommodityListRequest, GoodsSort } from '@/api/types';
import { positiveInteger } from '@/lib/positive-integer';

/**
 * A goods list's sort and filters as its address holds them (sort, minPrice, maxPrice, labelId),
 * read without React: the list's hook reads them through this, and so does the boot's prefetch of
 * a category's list (class-list-queries.ts), so both ask for the same cache entry.
 */
export const SORTS: readonly GoodsSort[] = ['default', 'sales', 'price_asc', 'price_desc', 'new'];

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

export function readSort(params: URLSearchParams): GoodsSort {
  const raw = params.get('sort');
  return SORTS.find((s) => s === raw) ?? 'default';
}

export function readFilters(params: URLSearchParams): ListFilters {
  return {
    min_price: readPrice(params.get('minPrice')),
    max_price: readPrice(params.get('maxPrice')),
    label_id: positiveInteger(params.get('labelId')) ?? undefined,
  };
}

/** The request fields for commodityList (without page and limit): only what is set. */
export function listRequest(sort: GoodsSort, filters: ListFilters): Omit<CommodityListRequest, 'page' | 'limit'> {
  const out: Omit<CommodityListRequest, 'page' | 'limit'> = {};
  if (sort !== 'default') out.sort = sort;
  if (filters.min_price !== undefined) out.min_price = filters.min_price;
  if (filters.max_price !== undefined) out.max_price = filters.max_price;
  if (filters.label_id !== undefined) out.label_id = filters.label_id;
  return out;
}
