import { Button } from '@/components/button';
import { useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { AfterSalesAction, AfterSalesDetail } from '@/api/types';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { links } from '@/lib/links';
import { ShopText } from '@/components/shop-text';
import { afterSalesMessages as a } from './after-sales-messages';
import { refundDetailMessages as d } from './refund-detail-messages';
import { RequestFacts } from './request-facts';
import { RequestFailed, RequestLoading } from './request-states';
import { RequestItems, ReturnAddress } from './request-parts';
import { ReturnShippingSheet } from './return-shipping-sheet';
import { useRefundDetail } from './use-refund-detail';
import styles from './refund-detail-page.module.css';
import { afterSalesStatusLabels } from '@/api/status-labels';
import { FixedBar } from '@/components/fixed-bar';

const ACTION_LABELS: Record<AfterSalesAction, MessageDescriptor> = {
  progress: d.actionProgress,
  edit: d.actionEdit,
  return_shipping: d.actionReturnShipping,
};
const PRIMARY = new Set<AfterSalesAction>(['edit', 'return_shipping']);

function hintOf(detail: AfterSalesDetail): MessageDescriptor {
  switch (detail.status) {
    case 'under_review':
      return d.hintUnderReview;
    case 'approved':
      return detail.type === 'return_refund' ? d.hintApprovedReturn : d.hintApprovedRefund;
    case 'rejected':
      return d.hintRejected;
    case 'returning':
      return d.hintReturning;
    case 'refunded':
      return d.hintRefunded;
  }
}

function Detail({ detail, actions }: { detail: AfterSalesDetail; actions: AfterSalesAction[] }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [shipping, setShipping] = useState(false);
  const latest = detail.timeline.at(-1);
  const perform = (action: AfterSalesAction) => {
    if (action === 'edit') void navigate(links.refundEdit(detail.order_id, detail.id));
    else if (action === 'progress') void navigate(links.refundProgress(detail.id));
    else setShipping(true);
  };
  return (
    <>
      <div className={styles.hero} data-status={detail.status}>
        <p className={styles.heroStatus}>
          <FormattedMessage {...afterSalesStatusLabels[detail.status]} />
        </p>
        <p className={styles.heroHint}>
          <FormattedMessage {...hintOf(detail)} />
        </p>
      </div>
      <div className={styles.stack}>
        {detail.shop_note && (
          <section className={`${styles.card} ${styles.noteCard}`} aria-label={intl.formatMessage(d.shopNote)}>
            <h2 className={styles.cardTitle}>
              <FormattedMessage {...d.shopNote} />
            </h2>
            <ShopText text={detail.shop_note} className={styles.noteText} />
          </section>
        )}
        {latest && (
          <button type="button" className={`${styles.card} ${styles.latest}`} onClick={() => perform('progress')}>
            <span className={styles.subtle}>
              <FormattedMessage {...d.latest} />
            </span>
            <span>{latest.text}</span>
          </button>
        )}
        {detail.return_address && <ReturnAddress address={detail.return_address} logistics={detail.return_logistics} />}
        <section className={`${styles.card} ${styles.itemsCard}`} aria-label={intl.formatMessage(a.items)}>
          <h2 className={styles.cardTitle}>
            <FormattedMessage {...a.items} />
          </h2>
          <RequestItems items={detail.items} />
        </section>
        <section className={styles.card} aria-label={intl.formatMessage(d.details)}>
          <h2 className={styles.cardTitle}>
            <FormattedMessage {...d.details} />
          </h2>
          <RequestFacts detail={detail} />
        </section>
      </div>
      {actions.length > 0 && (
        <FixedBar className={styles.bar} role="group" aria-label={intl.formatMessage(d.actionsLabel)}>
          {actions.map((action) => (
            <Button
              key={action}
              shape="rounded"
              color={PRIMARY.has(action) ? 'primary' : 'default'}
              fill={PRIMARY.has(action) ? 'solid' : 'outline'}
              onClick={() => perform(action)}
            >
              <FormattedMessage {...ACTION_LABELS[action]} />
            </Button>
          ))}
        </FixedBar>
      )}
      {shipping && <ReturnShippingSheet id={detail.id} onClose={() => setShipping(false)} />}
    </>
  );
}

/** One after-sales request: where it stands, what the shop said, and what to do next. */
export default function RefundDetailPage() {
  const { valid, detail, actions } = useRefundDetail();
  return (
    <>
      <AppNavBar title={pageTitles.refundDetail} />
      <main className={styles.main}>
        {!valid || (detail.isError && !detail.data) ? (
          <RequestFailed valid={valid} onRetry={() => void detail.refetch()} />
        ) : !detail.data ? (
          <RequestLoading />
        ) : (
          <Detail detail={detail.data} actions={actions} />
        )}
      </main>
    </>
  );
}
