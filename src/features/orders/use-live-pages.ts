import { useCallback, useMemo, useState } from 'react';
import type { LoadMoreStatus } from '@/lib/constants';

/** What one page's query reports to the list: its answer, and how to ask again. */
export interface PageSnapshot<T> {
  data: { list: T[]; total: number } | undefined;
  isFetching: boolean;
  isError: boolean;
  refetch: () => void;
}

export interface LivePages<T> {
  /** Pages 1..pageCount, each rendered as a loader that keeps its own query subscribed. */
  pageNumbers: number[];
  report: (page: number, snapshot: PageSnapshot<T>) => void;
  items: T[];
  total: number;
  /** The first page has not answered yet. */
  initialLoading: boolean;
  /** The first page failed and nothing is shown. */
  initialError: boolean;
  status: LoadMoreStatus;
  /** A later page failed: the foot offers to try again. */
  failed: boolean;
  loadMore: () => void;
  retry: () => void;
}

/**
 * Load-more over a paged call where every loaded page stays subscribed (each page is a loader
 * component holding its own query). Unlike the catalogue's usePagedList, which keeps earlier pages
 * as they arrived, orders change in place (paid, cancelled, reviewed): when a write invalidates
 * the list's tag, RTK Query refetches every page, so the whole list and not only the last page is
 * fresh after an action. Items are de-duplicated by id because an order that leaves a tab shifts
 * the page boundaries for a moment.
 */
export function useLivePages<T extends { id: number }>(pageSize: number): LivePages<T> {
  const [pageCount, setPageCount] = useState(1);
  const [pages, setPages] = useState<Record<number, PageSnapshot<T> | undefined>>({});

  const report = useCallback((page: number, snapshot: PageSnapshot<T>) => {
    setPages((current) => ({ ...current, [page]: snapshot }));
  }, []);

  const pageNumbers = useMemo(() => Array.from({ length: pageCount }, (_, i) => i + 1), [pageCount]);

  const derived = useMemo(() => {
    const seen = new Set<number>();
    const items: T[] = [];
    let total = 0;
    let loadedLast = true;
    for (const n of pageNumbers) {
      const data = pages[n]?.data;
      if (!data) {
        loadedLast = false;
        break;
      }
      total = data.total;
      for (const item of data.list) {
        if (!seen.has(item.id)) {
          seen.add(item.id);
          items.push(item);
        }
      }
    }
    const last = pages[pageCount];
    const lastShort = (last?.data?.list.length ?? pageSize) < pageSize;
    const exhausted = loadedLast && (items.length >= total || lastShort);
    const status: LoadMoreStatus = !loadedLast ? 'loading' : exhausted ? 'nomore' : 'loadmore';
    return { items, total, status, moreError: pageCount > 1 && !last?.data && Boolean(last?.isError) };
  }, [pages, pageNumbers, pageCount, pageSize]);

  const first = pages[1];
  const retry = useCallback(() => {
    pages[pageCount]?.refetch();
  }, [pages, pageCount]);
  const loadMore = useCallback(() => {
    if (derived.moreError) retry();
    else if (derived.status === 'loadmore') setPageCount((n) => n + 1);
  }, [derived.moreError, derived.status, retry]);

  return {
    pageNumbers,
    report,
    items: derived.items,
    total: derived.total,
    initialLoading: !first?.data && !first?.isError,
    initialError: !first?.data && Boolean(first?.isError),
    status: derived.moreError ? 'loadmore' : derived.status,
    failed: derived.moreError,
    loadMore,
    retry,
  };
}
