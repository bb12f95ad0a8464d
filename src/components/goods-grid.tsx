import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode } from 'react';
import { TIMEOUTS, type LoadMoreStatus } from '@/lib/constants';
import { GOODS_CARD_BODY_PX, GoodsCard, type GoodsCardData } from './goods-card';
import { listSetSize, pendingPlaces } from './list-paging';
import { LoadMore } from './load-more';
import { useDrip } from './use-drip';
import { GRID_GAP_PX, useDocumentTop, useGridLayout } from './use-grid-layout';
import styles from './goods-grid.module.css';

interface GoodsGridProps<T extends GoodsCardData> {
  items: T[];
  status: LoadMoreStatus;
  onLoadMore: () => void;
  /** The last page failed: the foot offers a retry instead of loading on its own. */
  failed?: boolean;
  /** The accessible name of the list ('Recommended for you', 'Search results'). */
  label: string;
  /** Home's waterfall: add a row of cards every TIMEOUTS.waterfallAddMs (spec section 9). */
  waterfall?: boolean;
  /** The grid is the first thing on screen: the first card's picture is not lazy. */
  eagerFirst?: boolean;
  /**
   * How many goods the whole list holds (the server's total). With it, the next page's places are
   * held by card-shaped placeholders (in place of the load-more foot), so arriving cards take
   * their places and nothing on screen moves (no layout shift at each page).
   */
  total?: number;
  /**
   * A control drawn over each card (favourites' remove heart): a sibling of the card's link,
   * never inside it, so both stay operable.
   */
  action?: (goods: T) => ReactNode;
}

/** Rows of overscan: fewer on wide screens, where a row holds four cards. */
const overscanRows = (columns: number) => (columns >= 4 ? 1 : 2);
/** Ask for the next page this many rows before the end of the loaded cards. */
const PREFETCH_ROWS = 3;

/**
 * The goods list of home, categories and search: columns of cards over window scroll,
 * virtualized so a list of 10 000 goods keeps only the cards near the screen in the DOM (under
 * 300 nodes), with the load-more foot. Cards have a fixed height, so nothing is measured.
 */
export function GoodsGrid<T extends GoodsCardData>({
  items,
  status,
  onLoadMore,
  failed = false,
  label,
  waterfall = false,
  eagerFirst = false,
  total,
  action,
}: GoodsGridProps<T>) {
  const container = useRef<HTMLDivElement>(null);
  const { columns, cardWidth } = useGridLayout(container);
  const top = useDocumentTop(container);
  const shown = useDrip(items.length, columns, waterfall ? TIMEOUTS.waterfallAddMs : 0);
  const itemHeight = Math.round(cardWidth) + GOODS_CARD_BODY_PX;

  // Rows are virtualized (one lane): cards have one height, so a row's place is exact and the
  // range holds no more than the rows on screen plus the overscan.
  const loadedRows = Math.ceil(shown / columns);
  // Placeholders wait until the waterfall has dripped in every loaded card.
  const allShown = shown >= items.length;
  const slots = shown + (allShown ? pendingPlaces(items.length, total, status, failed) : 0);
  const rowCount = Math.ceil(slots / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => itemHeight,
    gap: GRID_GAP_PX,
    overscan: overscanRows(columns),
    scrollMargin: top,
    // Let React batch the scroll updates instead of rendering synchronously inside each event.
    useFlushSync: false,
  });

  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, itemHeight, columns]);

  const rows = virtualizer.getVirtualItems();
  const lastRow = rows.at(-1)?.index ?? -1;
  const nearEnd = lastRow >= loadedRows - PREFETCH_ROWS;
  useEffect(() => {
    if (nearEnd && allShown && status === 'loadmore' && !failed) onLoadMore();
  }, [nearEnd, allShown, status, failed, onLoadMore]);

  const cells = rows.flatMap((row) =>
    Array.from({ length: columns }, (_, column) => {
      const index = row.index * columns + column;
      if (index >= slots) return null;
      return { goods: index < shown ? items[index] : undefined, index, column, top: row.start - top };
    }).filter((cell) => cell !== null),
  );
  const place = (column: number, y: number) => ({
    width: cardWidth,
    height: itemHeight,
    transform: `translate(${String(column * (cardWidth + GRID_GAP_PX))}px, ${String(y)}px)`,
  });

  const setSize = listSetSize(items.length, total, status);
  return (
    <>
      <div
        ref={container}
        className={styles.grid}
        style={{ height: Math.max(0, virtualizer.getTotalSize()) }}
        role="list"
        aria-label={label}
        aria-busy={status === 'loading'}
        // How many items the list holds (drawn or not): lets tests and tools follow the paging.
        data-loaded={items.length}
        data-goods-grid=""
      >
        {cells.map(({ goods, index, column, top: y }) =>
          goods ? (
            <div
              key={goods.id}
              role="listitem"
              aria-posinset={index + 1}
              aria-setsize={setSize}
              className={action ? `${styles.cell} ${styles.withAction}` : styles.cell}
              style={place(column, y)}
            >
              <GoodsCard goods={goods} eager={eagerFirst && index === 0} className={styles.card} />
              {action?.(goods)}
            </div>
          ) : (
            // A card still on its way: keeps the place, so the card lands there without a shift.
            <div key={`place-${String(index)}`} className={`${styles.cell} ${styles.placeholder}`} style={place(column, y)} aria-hidden>
              <span className={styles.placeholderPicture} />
              <span className={styles.placeholderLine} />
              <span className={styles.placeholderLine} />
            </div>
          ),
        )}
      </div>
      {/* While placeholders hold the next page they are the loading state: a foot under them would
          be pushed down the screen each time a page lands. It returns for the end and for a retry. */}
      {slots === shown && <LoadMore status={status} onLoadMore={onLoadMore} failed={failed} hideNoMore={items.length === 0} />}
    </>
  );
}
