import { useCallback, useMemo } from 'react';
import type { LoadMoreStatus } from '@/lib/constants';

/** Page size of goods lists: two screens of cards on a phone. */
export const PAGE_SIZE = 20;

/** The part of an RTK Query infinite-query hook's result a growing list needs. */
export interface InfinitePagesResult<T> {
  /** All loaded pages for the current argument only (RTK's currentData), never the previous one's. */
  currentData?: { pages: { list: T[]; total: number }[] };
  isFetching: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

export interface InfiniteList<T> {
  items: T[];
  /** The server's total, from the latest page. */
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
 * What a list page shows of an infinite query (define.ts pagedQuery): the rows of every loaded
 * page, the foot's state, and the two ways on (the next page, or a retry). The pages live in RTK
 * Query's one cache entry, so there is no React state here: an invalidation refetches them all,
 * another argument is another entry starting at page 1. Rows are de-duplicated by id because a
 * row that leaves the list (an order paid or cancelled) shifts the page boundaries for a moment.
 */
export function useInfiniteList<T extends { id: number }>(result: InfinitePagesResult<T>): InfiniteList<T> {
  const { currentData: data, isFetching, isError, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } = result;

  const items = useMemo(() => {
    const seen = new Set<number>();
    const all: T[] = [];
    for (const item of data?.pages.flatMap((page) => page.list) ?? []) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      all.push(item);
    }
    return all;
  }, [data]);

  const failed = data !== undefined && isFetchNextPageError && !isFetching;
  const initialLoading = data === undefined && isFetching;
  const status: LoadMoreStatus = initialLoading || isFetchingNextPage ? 'loading' : hasNextPage || failed ? 'loadmore' : 'nomore';

  // One request at a time: a refetch of the loaded pages (after an invalidation) finishes first.
  // A new callback for every landed page (`data`): a list still near its end asks again, even when
  // the page came back so fast that no render saw it loading.
  const loadMore = useCallback(() => {
    if (!isFetching && data !== undefined && (failed || hasNextPage)) void fetchNextPage();
  }, [isFetching, data, failed, hasNextPage, fetchNextPage]);
  const retry = useCallback(() => {
    void refetch();
  }, [refetch]);

  return {
    items,
    total: data?.pages.at(-1)?.total ?? 0,
    status,
    failed,
    initialLoading,
    initialError: data === undefined && isError && !isFetching,
    loadMore,
    retry,
  };
}
