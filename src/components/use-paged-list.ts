import { useCallback, useMemo, useState } from 'react';
import type { LoadMoreStatus } from '@/lib/constants';

import { PAGE_SIZE } from './use-infinite-list';

export { PAGE_SIZE };

export interface PageArgs {
  page: number;
  limit: number;
}

/** The part of an RTK Query hook's result a paged list needs. */
export interface PageQueryResult<T> {
  /** The answer for the current argument only (RTK's currentData), never the previous one's. */
  currentData?: { list: T[]; total: number };
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export type PageQueryHook<T, A> = (arg: A & PageArgs, options: { skip: boolean }) => PageQueryResult<T>;

interface Accumulated<T> {
  key: string;
  page: number;
  /** Pages before the current one, as they were when the shopper moved on. */
  earlier: T[][];
  total: number;
}

export interface PagedList<T> {
  items: T[];
  total: number;
  status: LoadMoreStatus;
  /** A later page failed: the foot offers a retry. */
  failed: boolean;
  /** The first page is on its way. */
  initialLoading: boolean;
  /** The first page failed: the page shows an error with a retry. */
  initialError: boolean;
  loadMore: () => void;
  retry: () => void;
}

/**
 * A list that grows a page at a time from a paged query (`{ page, limit }` → `{ list, total }`).
 * Earlier pages are kept as they arrived; the current page is the hook's live answer, so a tag
 * invalidation refreshes it. New arguments (another keyword, sort or filter) start over at page 1.
 */
export function usePagedList<T extends { id: number }, A extends object>(
  useQuery: PageQueryHook<T, A>,
  args: A,
  options: { skip?: boolean; limit?: number } = {},
): PagedList<T> {
  const { skip = false, limit = PAGE_SIZE } = options;
  const key = JSON.stringify(args);
  const [state, setState] = useState<Accumulated<T>>({ key, page: 1, earlier: [], total: 0 });
  const current: Accumulated<T> = state.key === key ? state : { key, page: 1, earlier: [], total: 0 };
  if (current !== state) setState(current);

  const result = useQuery({ ...args, page: current.page, limit }, { skip });
  const data = result.currentData;

  const items = useMemo(() => {
    const seen = new Set<number>();
    const all: T[] = [];
    for (const item of [...current.earlier.flat(), ...(data?.list ?? [])]) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      all.push(item);
    }
    return all;
  }, [current.earlier, data]);

  const total = data?.total ?? current.total;
  const hasMore = data !== undefined && data.list.length > 0 && items.length < data.total;
  const waiting = !skip && data === undefined && result.isFetching;
  const failed = !skip && data === undefined && result.isError;
  const status: LoadMoreStatus = waiting ? 'loading' : hasMore || (failed && current.page > 1) ? 'loadmore' : 'nomore';

  const { refetch } = result;
  const loadMore = useCallback(() => {
    if (failed) {
      void refetch();
      return;
    }
    if (!data || !hasMore) return;
    setState((s) => (s.key !== key ? s : { ...s, page: s.page + 1, earlier: [...s.earlier, data.list], total: data.total }));
  }, [data, failed, hasMore, key, refetch]);

  const retry = useCallback(() => {
    void refetch();
  }, [refetch]);

  return {
    items,
    total,
    status,
    failed: failed && current.page > 1,
    initialLoading: waiting && current.page === 1,
    initialError: failed && current.page === 1,
    loadMore,
    retry,
  };
}
