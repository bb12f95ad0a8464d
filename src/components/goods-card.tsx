import type { CSSProperties } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { links } from '@/lib/links';
import { toAmount } from '@/lib/money';
import { LazyImage } from './lazy-image';
import { Price } from './price';
import styles from './goods-card.module.css';

const messages = defineMessages({
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

/** The card's text area has a fixed height, so a grid can place cards without measuring them. */
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

/** A goods in a list: picture with labels, two lines of title, the 'from' tier price and the MOQ. */
export function GoodsCard({ goods, eager = false, style, className }: GoodsCardProps) {
  const tiered = toAmount(goods.price) < toAmount(goods.original_price);
  return (
    <Link to={links.goodsInfo(goods.id)} className={[styles.card, className].filter(Boolean).join(' ')} style={style}>
      <LazyImage src={goods.image} alt="" width={IMAGE_PX} height={IMAGE_PX} eager={eager} />
      {goods.labels.length > 0 && (
        <span className={styles.labels}>
          {goods.labels.slice(0, MAX_LABELS).map((label) => (
            <span key={label.id} className={styles.label} style={{ background: label.color }}>
              {label.name}
            </span>
          ))}
        </span>
      )}
      <span className={styles.body} style={{ height: GOODS_CARD_BODY_PX }}>
        <span className={styles.title}>{goods.title}</span>
        <Price amount={goods.price} from={tiered} original={goods.original_price} size="sm" />
        <span className={styles.moq}>
          <FormattedMessage {...messages.moq} values={{ count: goods.min_order_qty }} />
        </span>
      </span>
    </Link>
  );
}
