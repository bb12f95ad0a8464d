import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { OrderSummary } from '@/api/types';
import { Price } from '@/components/price';
import { links } from '@/lib/links';
import { CardItems } from './card-items';
import { orderMessages } from './order-messages';
import { OrderActions } from './order-actions';
import styles from './order-card.module.css';
import { orderStatusLabels } from '@/api/status-labels';

const THUMB_PX = 64;

/** One order in the list: a link to its detail, and the actions the server allows now. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const intl = useIntl();
  return (
    <article className={styles.card} aria-label={intl.formatMessage(orderMessages.orderSn, { sn: order.order_sn })}>
      {/* Named by what it shows (number, status, items, total): a screen reader says what is seen. */}
      <Link to={links.orderInfo(order.id)} className={styles.link}>
        <header className={styles.header}>
          <span className={styles.sn}>{order.order_sn}</span>
          <span className={styles.status} data-status={order.status}>
            <FormattedMessage {...orderStatusLabels[order.status]} />
          </span>
        </header>
        <CardItems items={order.items} thumbPx={THUMB_PX} />
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
