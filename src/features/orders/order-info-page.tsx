import Skeleton from 'antd-mobile/es/components/skeleton';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useState, type ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { OrderDetail } from '@/api/types';
import { commonMessages } from '@/components/common-messages';
import { OrderRecordUnavailable } from '@/components/record-unavailable';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { links } from '@/lib/links';
import { formatAddressLine, formatPhone } from './address-format';
import { LogisticsSheet } from './logistics-sheet';
import { OrderActions } from './order-actions';
import { OrderAmounts } from './order-amounts';
import { OrderFacts } from './order-facts';
import { orderInfoMessages as m } from './order-info-messages';
import { OrderItems } from './order-items';
import { orderMessages, statusMessageOf } from './order-messages';
import { OrderTimeline } from './order-timeline';
import { useOrderInfo } from './use-order-info';
import styles from './order-info-page.module.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.cardTitle}>{title}</h2>
      {children}
    </section>
  );
}

function StatusHint({ order }: { order: OrderDetail }) {
  if (order.status === 'pending_payment' && order.voucher_status === 'pending_review') {
    return <FormattedMessage {...m.hintVoucherReview} />;
  }
  switch (order.status) {
    case 'pending_payment':
      return order.pay_deadline === null ? null : (
        <FormattedMessage
          {...m.hintPendingPayment}
          values={{ time: <FormattedDate value={order.pay_deadline * 1000} dateStyle="medium" timeStyle="short" /> }}
        />
      );
    case 'paid':
      return <FormattedMessage {...m.hintPaid} />;
    case 'shipped':
      return <FormattedMessage {...m.hintShipped} />;
    case 'received':
      return <FormattedMessage {...m.hintReceived} />;
    case 'completed':
      return <FormattedMessage {...m.hintCompleted} />;
    case 'cancelled':
      return <FormattedMessage {...m.hintCancelled} />;
  }
}

function OrderView({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const [tracking, setTracking] = useState(false);
  const latest = order.logistics?.traces[0];
  return (
    <>
      <div className={styles.hero} data-status={order.status}>
        <p className={styles.heroStatus}>
          <FormattedMessage {...statusMessageOf(order)} />
        </p>
        <p className={styles.heroHint}>
          <StatusHint order={order} />
        </p>
      </div>
      <div className={styles.grid}>
        <div className={styles.column}>
          <section className={styles.card} aria-label={intl.formatMessage(m.timelineLabel)}>
            <OrderTimeline order={order} />
          </section>
          {order.logistics && (
            <Section title={intl.formatMessage(m.sectionLogistics)}>
              <button type="button" className={styles.traceButton} onClick={() => setTracking(true)}>
                <span className={styles.traceText}>
                  <span className={styles.subtle}>
                    {order.logistics.company}
                    <span className={styles.dotBefore}>{order.logistics.tracking_no}</span>
                  </span>
                  <span>{latest ? latest.text : intl.formatMessage(orderMessages.logisticsNone)}</span>
                </span>
                <span className={styles.traceMore}>
                  <FormattedMessage {...orderMessages.actionLogistics} />
                  <RightOutline aria-hidden />
                </span>
              </button>
              {tracking && <LogisticsSheet orderId={order.id} onClose={() => setTracking(false)} />}
            </Section>
          )}
          <Section title={intl.formatMessage(m.sectionDelivery)}>
            <p className={styles.addressName}>
              {order.address.name} <span className={styles.subtle}>{formatPhone(order.address.area_code, order.address.mobile)}</span>
            </p>
            <p className={styles.addressLine}>{formatAddressLine(order.address)}</p>
          </Section>
          <Section title={intl.formatMessage(m.sectionItems)}>
            <OrderItems items={order.items} />
          </Section>
        </div>
        <div className={styles.column}>
          <Section title={intl.formatMessage(m.sectionAmounts)}>
            <OrderAmounts order={order} />
          </Section>
          <Section title={intl.formatMessage(m.sectionInfo)}>
            <OrderFacts order={order} />
          </Section>
        </div>
      </div>
      <div className={styles.actionBar}>
        <OrderActions order={order} variant="bar" />
      </div>
    </>
  );
}

/** One order: where it stands, what was bought, for how much, and what can be done now. */
export default function OrderInfoPage() {
  const intl = useIntl();
  const { data, valid, isLoading, isError, refetch } = useOrderInfo();
  return (
    <>
      <AppNavBar title={pageTitles.orderInfo} />
      <main className={styles.main}>
        {!valid || (isError && !data) ? (
          <OrderRecordUnavailable
            loadFailed={valid}
            failedTitle={orderMessages.orderLoadFailed}
            notFoundTitle={orderMessages.notFound}
            onRetry={() => void refetch()}
            list={links.orderList()}
          />
        ) : isLoading || !data ? (
          <div className={styles.card} role="status" aria-label={intl.formatMessage(commonMessages.loading)}>
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={6} animated />
          </div>
        ) : (
          <OrderView order={data} />
        )}
      </main>
    </>
  );
}
