import HeartFill from 'antd-mobile-icons/es/HeartFill';
import { useIntl } from 'react-intl';
import type { GoodsCard as Goods } from '@/api/types';
import { GoodsGrid } from '@/components/goods-grid';
import type { LoadMoreStatus } from '@/lib/constants';
import { favouriteMessages as m } from './favourite-messages';
import styles from './my-collection-page.module.css';

interface FavouritesGridProps {
  items: Goods[];
  /** How many favourites the shopper has in all (the next page's places are held meanwhile). */
  total: number;
  status: LoadMoreStatus;
  failed: boolean;
  onLoadMore: () => void;
  onRemove: (goods: Goods) => void;
}

/**
 * The catalogue's goods grid (virtualized, places held for the page on its way), each card with a
 * filled heart that takes the piece out of the favourites.
 */
export function FavouritesGrid({ items, total, status, failed, onLoadMore, onRemove }: FavouritesGridProps) {
  const intl = useIntl();
  return (
    <GoodsGrid
      items={items}
      total={total}
      status={status}
      failed={failed}
      onLoadMore={onLoadMore}
      label={intl.formatMessage(m.listLabel)}
      eagerFirst
      action={(goods) => (
        <button type="button" className={styles.heart} aria-label={intl.formatMessage(m.remove, { title: goods.title })} onClick={() => onRemove(goods)}>
          <HeartFill aria-hidden />
        </button>
      )}
    />
  );
}
