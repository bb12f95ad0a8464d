import { useState } from 'react';
import { useCollectMutation, useCommodityListPagesInfiniteQuery } from '@/api/commodity/endpoints';
import type { GoodsCard } from '@/api/types';
import { PAGE_SIZE, useInfiniteList } from '@/components/use-infinite-list';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import { favouriteMessages as m } from './favourite-messages';

const FAVOURITES = { is_collect: true, limit: PAGE_SIZE } as const;

/** The shopper's favourites, a page at a time; removing one hides it at once and undoes on failure. */
export function useFavourites() {
  const dispatch = useAppDispatch();
  const list = useInfiniteList(useCommodityListPagesInfiniteQuery(FAVOURITES));
  const [collect] = useCollectMutation();
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());

  const remove = async (goods: GoodsCard) => {
    if (removed.has(goods.id)) return;
    setRemoved((s) => new Set(s).add(goods.id));
    const result = await collect({ commodity_id: goods.id, collect: false });
    if ('error' in result) {
      setRemoved((s) => {
        const next = new Set(s);
        next.delete(goods.id);
        return next;
      });
      return;
    }
    dispatch(toastRequested({ text: { message: m.removed } }));
  };

  return {
    ...list,
    items: list.items.filter((g) => !removed.has(g.id)),
    remove: (goods: GoodsCard) => void remove(goods),
  };
}
