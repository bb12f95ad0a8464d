import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode } from 'react';
import type { LoadMoreStatus } from '@/lib/constants';
import { LoadMore } from './load-more';
import { useDocumentTop } from './use-grid-layout';
import styles from './window-list.module.css';

interface WindowListProps<T> {
  items: T[];
  getKey: (item: T) => number | string;
  renderItem: (item: T, index: number) => ReactNode;
  /** A first guess of a row's height; rows are measured once drawn. */
  estimateSize: number;
  status: LoadMoreStatus;
  onLoadMore: () => void;
  /** The last page failed: the foot offers a retry instead of loading on its own. */
  failed?: boolean;
  /** The accessible name of the list. */
  label: string;
  /** Space between rows, in px. */
  gap?: number;
}

/** Ask for the next page this many rows before the end. */
const PREFETCH_ROWS = 5;
const OVERSCAN_ROWS = 4;

/**
 * A growing list of rows of varying height over window scroll (ledgers, records, reviews),
 * virtualized so only the rows near the screen are in the DOM, with the load-more foot. The next
 * page is asked for as the end comes near; the foot's button does the same by hand.
 */
export function WindowList<T>({
  items,
  getKey,
  renderItem,
  estimateSize,
  status,
  onLoadMore,
  failed = false,
  label,
  gap = 12,
}: WindowListProps<T>) {
  const container = useRef<HTMLDivElement>(null);
  const top = useDocumentTop(container);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize,
    gap,
    overscan: OVERSCAN_ROWS,
    scrollMargin: top,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : getKey(item);
    },
  });

  const virtualItems = virtualizer.getVirtualItems();
  const lastIndex = virtualItems.at(-1)?.index ?? -1;
  const nearEnd = items.length > 0 && lastIndex >= items.length - PREFETCH_ROWS;
  useEffect(() => {
    if (nearEnd && status === 'loadmore' && !failed) onLoadMore();
  }, [nearEnd, status, failed, onLoadMore]);

  return (
    <>
      <div
        ref={container}
        className={styles.list}
        style={{ height: Math.max(0, virtualizer.getTotalSize()) }}
        role="list"
        aria-label={label}
      >
        {virtualItems.map((row) => {
          const item = items[row.index];
          if (item === undefined) return null;
          return (
            <div
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              role="listitem"
              aria-posinset={row.index + 1}
              aria-setsize={items.length}
              className={styles.row}
              style={{ transform: `translateY(${String(row.start - top)}px)` }}
            >
              {renderItem(item, row.index)}
            </div>
          );
        })}
      </div>
      <LoadMore status={status} onLoadMore={onLoadMore} failed={failed} hideNoMore={items.length === 0} />
    </>
  );
}
