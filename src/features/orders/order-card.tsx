import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { OrderSummary } from '@/api/types';
import { LazyImage } from '@/components/lazy-image';
import { Price } from '@/components/price';
import { links } from '@/lib/links';
import { orderMessages, statusMessages } from './order-messages';
import { OrderActions } from './order-actions';
import styles from './order-card.module.css';

/** Thumbnails shown on a card before the rest fold into '+N'. */
const THUMBS_SHOWN = 4;
const THUMB_PX = 64;

/** One order in the list: a link to its detail, and the actions the server allows now. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const intl = useIntl();
  const single = order.items.length === 1 ? order.items[0] : undefined;
  const thumbs = order.items.slice(0, THUMBS_SHOWN);
  const hidden = order.items.length - thumbs.length;
  return (
    <article className={styles.card} aria-label={intl.formatMessage(orderMessages.orderSn, { sn: order.order_sn })}>
      <Link
        to={links.orderInfo(order.id)}
        className={styles.link}
        aria-label={intl.formatMessage(orderMessages.openOrder, { sn: order.order_sn })}
      >
        <header className={styles.header}>
          <span className={styles.sn}>{order.order_sn}</span>
          <span className={styles.status} data-status={order.status}>
            <FormattedMessage {...statusMessages[order.status]} />
          </span>
        </header>
        <div className={styles.items}>
          {thumbs.map((item) => (
            <LazyImage key={item.id} className={styles.thumb} src={item.image} alt={item.title} width={THUMB_PX} height={THUMB_PX} />
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
        <footer className={styles.summary}>
          <span className={styles.count}>
            <FormattedMessage {...orderMessages.itemsSummary} values={{ lines: order.items.length, pieces: order.total_qty }} />
          </span>
          <span className={styles.total}>
            <FormattedMessage {...orderMessages.total} /> <Price amount={order.pay_amount} />
          </span>
        </footer>
      </Link>
      <OrderActions order={order} />
    </article>
  );
}
