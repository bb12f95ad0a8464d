import { useWindowVirtualizer } from '@tanstack/react-virtual';
import HeartFill from 'antd-mobile-icons/es/HeartFill';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { GoodsCard as Goods } from '@/api/types';
import { GOODS_CARD_BODY_PX, GoodsCard } from '@/components/goods-card';
import { LoadMore } from '@/components/load-more';
import { GRID_GAP_PX, useDocumentTop, useGridLayout } from '@/components/use-grid-layout';
import type { LoadMoreStatus } from '@/lib/constants';
import { favouriteMessages as m } from './favourite-messages';
import styles from './my-collection-page.module.css';

interface FavouritesGridProps {
  items: Goods[];
  status: LoadMoreStatus;
  failed: boolean;
  onLoadMore: () => void;
  onRemove: (goods: Goods) => void;
}

const OVERSCAN_ROWS = 2;
const PREFETCH_ROWS = 3;

/**
 * The shared goods card in virtualized rows (as the catalogue shows goods), each with a filled
 * heart that takes the piece out of the favourites. The heart is a sibling of the card's link,
 * never inside it, so both stay operable.
 */
export function FavouritesGrid({ items, status, failed, onLoadMore, onRemove }: FavouritesGridProps) {
  const intl = useIntl();
  const container = useRef<HTMLDivElement>(null);
  const { columns, cardWidth } = useGridLayout(container);
  const top = useDocumentTop(container);
  const itemHeight = Math.round(cardWidth) + GOODS_CARD_BODY_PX;
  const rowCount = Math.ceil(items.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => itemHeight,
    gap: GRID_GAP_PX,
    overscan: OVERSCAN_ROWS,
    scrollMargin: top,
  });
  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, itemHeight, columns]);

  const rows = virtualizer.getVirtualItems();
  const nearEnd = (rows.at(-1)?.index ?? -1) >= rowCount - PREFETCH_ROWS;
  useEffect(() => {
    if (nearEnd && status === 'loadmore' && !failed) onLoadMore();
  }, [nearEnd, status, failed, onLoadMore]);

  const cells = rows.flatMap((row) =>
    Array.from({ length: columns }, (_, column) => {
      const index = row.index * columns + column;
      const goods = items.at(index);
      return goods ? { goods, index, column, y: row.start - top } : null;
    }).filter((cell) => cell !== null),
  );

  return (
    <>
      <div
        ref={container}
        className={styles.grid}
        style={{ height: Math.max(0, virtualizer.getTotalSize()) }}
        role="list"
        aria-label={intl.formatMessage(m.listLabel)}
      >
        {cells.map(({ goods, index, column, y }) => (
          <div
            key={goods.id}
            role="listitem"
            aria-posinset={index + 1}
            aria-setsize={items.length}
            className={styles.cell}
            style={{
              width: cardWidth,
              height: itemHeight,
              transform: `translate(${String(column * (cardWidth + GRID_GAP_PX))}px, ${String(y)}px)`,
            }}
          >
            <GoodsCard goods={goods} eager={index === 0} className={styles.card} />
            <button
              type="button"
              className={styles.heart}
              aria-label={intl.formatMessage(m.remove, { title: goods.title })}
              onClick={() => onRemove(goods)}
            >
              <HeartFill aria-hidden />
            </button>
          </div>
        ))}
      </div>
      <LoadMore status={status} onLoadMore={onLoadMore} failed={failed} hideNoMore={items.length === 0} />
    </>
  );
}
