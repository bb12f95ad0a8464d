import { useMemo } from 'react';
import { useCommodityListQuery } from '@/api/commodity/endpoints';
import type { CommodityListRequest } from '@/api/types';
import { readLists } from '@/lib/saved-lists';
import { useAppSelector } from '@/state/hooks';
import { MAX_SHEET_GOODS } from './sheet-link';

export type SheetSource = 'favourites' | 'category' | 'search' | 'list';

export interface Candidate {
  id: number;
  title: string;
  /** The first-tier price when the list read it; a reorder list's goods are read at the end. */
  firstTier?: string;
}

/** The goods a source offers for a sheet (at most 60): one commodityList page, or a reorder list's goods. */
export function useSheetCandidates({ source, categoryId, keyword, listId }: { source: SheetSource; categoryId: number; keyword: string; listId: string }) {
  const userId = useAppSelector((state) => state.session.user_info?.id ?? 0);
  const request: CommodityListRequest | null =
    source === 'favourites'
      ? { page: 1, limit: MAX_SHEET_GOODS, is_collect: true }
      : source === 'category' && categoryId > 0
        ? { page: 1, limit: MAX_SHEET_GOODS, category_id: categoryId }
        : source === 'search' && keyword
          ? { page: 1, limit: MAX_SHEET_GOODS, keyword, record_search: false }
          : null;
  const list = useCommodityListQuery(request ?? { page: 1, limit: 1 }, { skip: request === null });
  const lists = useMemo(() => (source === 'list' ? readLists(userId) : []), [source, userId]);

  const goods = ((): Candidate[] => {
    if (source === 'list') {
      const chosen = lists.find((l) => l.id === listId);
      const seen = new Set<number>();
      return (chosen?.items ?? []).flatMap((i) => {
        if (!i.goodsId || seen.has(i.goodsId)) return [];
        seen.add(i.goodsId);
        return [{ id: i.goodsId, title: i.title ?? i.code }];
      }).slice(0, MAX_SHEET_GOODS);
    }
    if (request === null) return [];
    return (list.data?.list ?? []).map((g) => ({ id: g.id, title: g.title, firstTier: g.original_price }));
  })();

  return {
    goods,
    lists,
    ready: source === 'list' ? listId !== '' : request !== null && !list.isFetching,
    failed: request !== null && list.isError,
  };
}
