import { FormattedMessage } from 'react-intl';
import { LazyImage } from '@/components/lazy-image';
import { orderMessages } from './order-messages';
import styles from './order-card.module.css';

/** Thumbnails shown on a card before the rest fold into '+N'. */
export const THUMBS_SHOWN = 4;

interface CardItem {
  id: number;
  image: string;
  title: string;
  specs_title: string;
}

/**
 * The lines of an order or an after-sales card: up to four thumbnails and '+N' for the rest,
 * or the one line's title and spec beside its picture. Shared so both cards count alike.
 */
export function CardItems({ items, thumbPx }: { items: readonly CardItem[]; thumbPx: number }) {
  const single = items.length === 1 ? items[0] : undefined;
  const thumbs = items.slice(0, THUMBS_SHOWN);
  const hidden = items.length - thumbs.length;
  return (
    <div className={styles.items}>
      {thumbs.map((item) => (
        <LazyImage key={item.id} className={styles.thumb} src={item.image} alt={item.title} width={thumbPx} height={thumbPx} />
      ))}
      {single && (
        <div className={styles.single}>
          <span className={styles.title}>{single.title}</span>
          <span className={styles.spec}>{single.specs_title}</span>
        </div>
      )}
      {hidden > 0 && (
        <span className={styles.more}>
          <FormattedMessage {...orderMessages.moreItems} values={{ count: hidden }} />
        </span>
      )}
    </div>
  );
}
