import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { LoadMoreStatus } from '@/lib/constants';
import { listSetSize, pendingPlaces } from './list-paging';
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
  /** Space between rows (and columns), in px. */
  gap?: number;
  /**
   * Cards side by side once each can be at least this wide (coupons, reviews on a wide screen);
   * without it, one column.
   */
  minColumnWidth?: number;
  /**
   * How many rows the whole list holds (the server's total). With it, the next rows' places are
   * held by row-high placeholders (in place of the load-more foot), so arriving rows take their
   * places and the foot is not pushed down the screen at every page (no layout shift).
   */
  total?: number;
  /** A whole list (nothing to load): no foot under it at all. */
  complete?: boolean;
}

/** The list's own width, followed as the window resizes. */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => setWidth(element.clientWidth);
    read();
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** Ask for the next page this many rows before the end. */
const PREFETCH_ROWS = 5;
/**
 * Rows drawn beyond the screen, each way. Two rows of the tallest cards (orders, ~200 px) still
 * cover a fast flick, and keep an order list well under 300 DOM nodes (four rows peaked at 292).
 */
const OVERSCAN_ROWS = 2;

/**
 * A growing list of rows of varying height over window scroll (ledgers, records, reviews),
 * virtualized so only the rows near the screen are in the DOM, with the load-more foot. The next
 * page is asked for as the end comes near; the foot's button does the same by hand.
 */
export function WindowList<T>(props: WindowListProps<T>) {
  // A virtualizer is made for one number of columns. Changing its lanes in place left rows'
  // heights reset to the estimate where the cards are taller (Spanish coupons at 1280 px drawn over
  // the card above; TanStack/virtual#1036): another number of columns is a new list, made before
  // paint (the width is read in a layout effect) and measured afresh.
  const [lanes, setLanes] = useState(1);
  return <WindowRows key={lanes} {...props} lanes={lanes} onLanes={setLanes} />;
}

interface WindowRowsProps<T> extends WindowListProps<T> {
  lanes: number;
  /** The list's width calls for another number of columns. */
  onLanes: (lanes: number) => void;
}

function WindowRows<T>({
  items,
  getKey,
  renderItem,
  estimateSize,
  status,
  onLoadMore,
  failed = false,
  label,
  gap = 12,
  minColumnWidth,
  total,
  complete = false,
  lanes,
  onLanes,
}: WindowRowsProps<T>) {
  const container = useRef<HTMLDivElement>(null);
  const top = useDocumentTop(container);
  const width = useWidth(container);
  const wanted = minColumnWidth && width > 0 ? Math.max(1, Math.floor((width + gap) / (minColumnWidth + gap))) : lanes;
  useLayoutEffect(() => {
    if (wanted !== lanes) onLanes(wanted);
  }, [wanted, lanes, onLanes]);
  const places = pendingPlaces(items.length, total, status, failed);
  const virtualizer = useWindowVirtualizer({
    count: items.length + places,
    estimateSize: () => estimateSize,
    gap,
    lanes,
    overscan: OVERSCAN_ROWS,
    scrollMargin: top,
    getItemKey: (index) => {
      const item = items[index];
      // A placeholder's key cannot be taken for a row's (row ids are numbers too).
      return item === undefined ? `place-${String(index)}` : getKey(item);
    },
  });

  const virtualItems = virtualizer.getVirtualItems();
  const lastIndex = virtualItems.at(-1)?.index ?? -1;
  const nearEnd = items.length > 0 && lastIndex >= items.length - PREFETCH_ROWS;
  useEffect(() => {
    if (nearEnd && status === 'loadmore' && !failed) onLoadMore();
  }, [nearEnd, status, failed, onLoadMore]);

  const setSize = listSetSize(items.length, total, status);
  return (
    <>
      <div
        ref={container}
        className={styles.list}
        style={{ height: Math.max(0, virtualizer.getTotalSize()) }}
        role="list"
        aria-label={label}
        aria-busy={status === 'loading'}
        // How many items the list holds (drawn or not): lets tests and tools follow the paging.
        data-loaded={items.length}
      >
        {virtualItems.map((row) => {
          const item = items[row.index];
          const place = {
            transform: `translateY(${String(row.start - top)}px)`,
            ...(lanes > 1 && {
              width: `calc((100% - ${String((lanes - 1) * gap)}px) / ${String(lanes)})`,
              left: `calc(${String(row.lane)} * ((100% - ${String((lanes - 1) * gap)}px) / ${String(lanes)} + ${String(gap)}px))`,
            }),
          };
          if (item === undefined) {
            // A row still on its way: holds its place (not measured, so it keeps the estimate).
            return (
              <div key={row.key} data-index={row.index} className={`${styles.row} ${styles.placeholder}`} style={{ ...place, height: estimateSize }} aria-hidden>
                <span className={styles.placeholderLine} />
                <span className={styles.placeholderLine} />
              </div>
            );
          }
          return (
            <div
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              role="listitem"
              aria-posinset={row.index + 1}
              aria-setsize={setSize}
              className={styles.row}
              style={place}
            >
              {renderItem(item, row.index)}
            </div>
          );
        })}
      </div>
      {/* While placeholders hold the next rows they are the loading state: a foot under them would
          be pushed down the screen each time a page lands. It returns for the end and for a retry. */}
      {places === 0 && !complete && <LoadMore status={status} onLoadMore={onLoadMore} failed={failed} hideNoMore={items.length === 0} />}
    </>
  );
}
