import { memo, type CSSProperties } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useCustomerMode } from '@/lib/customer-mode';
import { links } from '@/lib/links';
import { toAmount } from '@/lib/money';
import { labelStyle } from './label-style';
import { LazyImage } from './lazy-image';
import { Price } from './price';
import styles from './goods-card.module.css';

const messages = defineMessages<{
  readonly moq: { readonly count: number | bigint };
}>({
  moq: { id: 'components.goods_moq', defaultMessage: 'Min. order {count, plural, one {# pc} other {# pcs}}' },
});

/** What a card shows of a goods (the API's GoodsCard fits it). */
export interface GoodsCardData {
  id: number;
  title: string;
  image: string;
  /** The lowest tier price. */
  price: string;
  /** The first-tier price. */
  original_price: string;
  min_order_qty: number;
  labels: { id: number; name: string; color: string }[];
}

/**
 * The card's text under the picture has a fixed height (goods-card.module.css: 8 + 36 + 4 + 20 +
 * 2 + 14 + 8), so a grid can place cards without measuring them.
 */
export const GOODS_CARD_BODY_PX = 92;
/** Picture size asked of the server for a card (2× a phone card). */
const IMAGE_PX = 360;
const MAX_LABELS = 2;

interface GoodsCardProps {
  goods: GoodsCardData;
  /** The first card on screen: its picture is not lazy. */
  eager?: boolean;
  style?: CSSProperties;
  className?: string;
}

/**
 * A goods in a list: picture with labels, two lines of title, the 'from' tier price and the MOQ.
 * Kept to about ten DOM nodes, since a virtualized grid holds a few dozen of them at once.
 */
function GoodsCardView({ goods, eager = false, style, className }: GoodsCardProps) {
  const tiered = toAmount(goods.price) < toAmount(goods.original_price);
  const customer = useCustomerMode().on;
  return (
    <Link to={links.goodsInfo(goods.id)} className={[styles.card, className].filter(Boolean).join(' ')} style={style}>
      <LazyImage src={goods.image} alt="" width={IMAGE_PX} height={IMAGE_PX} eager={eager} />
      {goods.labels.length > 0 && (
        <div className={styles.labels}>
          {goods.labels.slice(0, MAX_LABELS).map((label) => (
            <span key={label.id} className={styles.label} style={labelStyle(label.color)}>
              {label.name}
            </span>
          ))}
        </div>
      )}
      <div className={styles.title}>{goods.title}</div>
      <div className={styles.price}>
        <Price amount={goods.price} from={tiered} original={goods.original_price} size="sm" oneLine />
      </div>
      {!customer && (
        <div className={styles.moq}>
          <FormattedMessage {...messages.moq} values={{ count: goods.min_order_qty }} />
        </div>
      )}
    </Link>
  );
}

/** Memoized: a virtualized grid re-renders on every scroll, and the cards that stay need not. */
export const GoodsCard = memo(GoodsCardView);
