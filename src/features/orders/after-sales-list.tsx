import { defineMessages, FormattedDate, FormattedMessage, useIntl, type NoMessageValues, type MessageValue } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAfterSalesListInfiniteQuery } from '@/api/order/endpoints';
import type { AfterSalesSummary } from '@/api/types';
import { WindowList } from '@/components/window-list';
import { Price } from '@/components/price';
import { ListState } from '@/components/page-state';
import { useInfiniteList } from '@/components/use-infinite-list';
import { links } from '@/lib/links';
import { CardItems } from './card-items';
import { OrderCardSkeleton } from './order-card-skeleton';
import cardStyles from './order-card.module.css';
import styles from './order-list-page.module.css';
import { afterSalesStatusLabels } from '@/api/status-labels';

const messages = defineMessages<{
  readonly listLabel: NoMessageValues;
  readonly emptyTitle: NoMessageValues;
  readonly emptyBody: NoMessageValues;
  readonly loadFailed: NoMessageValues;
  readonly forOrder: { readonly sn: MessageValue };
  readonly refundOnly: NoMessageValues;
  readonly returnRefund: NoMessageValues;
  readonly refund: NoMessageValues;
}>({
  listLabel: { id: 'orders.after_sales_list_label', defaultMessage: 'After-sales requests' },
  emptyTitle: { id: 'orders.after_sales_empty_title', defaultMessage: 'No after-sales requests' },
  emptyBody: {
    id: 'orders.after_sales_empty_body',
    defaultMessage: 'To return an item or ask for a refund, open the order and choose Return or refund.',
  },
  loadFailed: { id: 'orders.after_sales_load_failed', defaultMessage: 'Your after-sales requests could not be loaded.' },
  forOrder: { id: 'orders.after_sales_for_order', defaultMessage: 'Order {sn}' },
  refundOnly: { id: 'orders.after_sales_refund_only', defaultMessage: 'Refund only' },
  returnRefund: { id: 'orders.after_sales_return_refund', defaultMessage: 'Return and refund' },
  refund: { id: 'orders.after_sales_refund', defaultMessage: 'Refund' },
});

const PAGE_SIZE = 10;
/** Two cards side by side once each can be this wide (the 960 px frame), one on a phone. */
const CARD_MIN_WIDTH_PX = 400;
const CARD_ESTIMATE_PX = 160;
const THUMB_PX = 56;

function AfterSalesCard({ entry }: { entry: AfterSalesSummary }) {
  return (
    <article className={cardStyles.card}>
      {/* Named by what it shows (the order, status, items), like the order cards. */}
      <Link to={links.refundDetail(entry.id)} className={cardStyles.link}>
        <header className={cardStyles.header}>
          <span className={cardStyles.sn}>
            <FormattedMessage {...messages.forOrder} values={{ sn: entry.order_sn }} />
          </span>
          <span className={cardStyles.status} data-status={entry.status === 'refunded' ? 'completed' : entry.status}>
            <FormattedMessage {...afterSalesStatusLabels[entry.status]} />
          </span>
        </header>
        <CardItems items={entry.items} thumbPx={THUMB_PX} />
        <footer className={cardStyles.summary}>
          <span className={cardStyles.count}>
            <FormattedMessage {...(entry.type === 'refund_only' ? messages.refundOnly : messages.returnRefund)} />
            <span className={styles.dotBefore}>
              <FormattedDate value={entry.create_time * 1000} dateStyle="medium" />
            </span>
          </span>
          <span className={cardStyles.total}>
            <FormattedMessage {...messages.refund} /> <Price amount={entry.amount} />
          </span>
        </footer>
      </Link>
    </article>
  );
}

/** The shopper's after-sales requests, newest first, each leading to its detail. */
export function AfterSalesList() {
  const intl = useIntl();
  const list = useInfiniteList(useAfterSalesListInfiniteQuery({ limit: PAGE_SIZE }));
  return (
    <ListState
      list={list}
      skeleton={<OrderCardSkeleton />}
      failedTitle={messages.loadFailed}
      empty={{ title: messages.emptyTitle, description: messages.emptyBody }}
    >
      <WindowList
        items={list.items}
        total={list.total}
        getKey={(entry) => entry.id}
        estimateSize={CARD_ESTIMATE_PX}
        minColumnWidth={CARD_MIN_WIDTH_PX}
        label={intl.formatMessage(messages.listLabel)}
        renderItem={(entry) => <AfterSalesCard entry={entry} />}
        status={list.status}
        failed={list.failed}
        onLoadMore={list.loadMore}
      />
    </ListState>
  );
}
