import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import type { SystemNotification } from '@/api/types';
import { LoadMore } from '@/components/load-more';
import { useDocumentTop } from '@/components/use-grid-layout';
import type { LoadMoreStatus } from '@/lib/constants';
import { NoticeRow } from './notice-row';
import styles from './msg-page.module.css';

interface NoticeListProps {
  items: SystemNotification[];
  status: LoadMoreStatus;
  failed: boolean;
  onLoadMore: () => void;
  onOpen: (id: number) => void;
  label: string;
}

/** A row is about this tall (one title line, two summary lines); rows are measured once drawn. */
const ROW_ESTIMATE_PX = 92;
const OVERSCAN = 4;
/** Ask for the next page this many rows before the end. */
const PREFETCH_ROWS = 4;

/** The messages over window scroll, virtualized: only the rows near the screen are in the DOM. */
export function NoticeList({ items, status, failed, onLoadMore, onOpen, label }: NoticeListProps) {
  const container = useRef<HTMLUListElement>(null);
  const top = useDocumentTop(container);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: OVERSCAN,
    scrollMargin: top,
    getItemKey: (index) => items.at(index)?.id ?? index,
  });
  const rows = virtualizer.getVirtualItems();
  const nearEnd = (rows.at(-1)?.index ?? -1) >= items.length - PREFETCH_ROWS;
  useEffect(() => {
    if (nearEnd && status === 'loadmore' && !failed) onLoadMore();
  }, [failed, nearEnd, onLoadMore, status]);

  return (
    <>
      <ul ref={container} className={styles.list} style={{ height: virtualizer.getTotalSize() }} aria-label={label}>
        {rows.map((row) => {
          const notice = items.at(row.index);
          if (!notice) return null;
          return (
            <li
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              className={styles.item}
              style={{ transform: `translateY(${String(row.start - top)}px)` }}
              aria-posinset={row.index + 1}
              aria-setsize={items.length}
            >
              <NoticeRow notice={notice} onOpen={onOpen} />
            </li>
          );
        })}
      </ul>
      <LoadMore status={status} failed={failed} onLoadMore={onLoadMore} hideNoMore={items.length < 4} />
    </>
  );
}
