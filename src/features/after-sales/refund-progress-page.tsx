import Steps from 'antd-mobile/es/components/steps';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { AfterSalesDetail } from '@/api/types';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { Price } from '@/components/price';
import { links } from '@/lib/links';
import { afterSalesMessages as a, TYPE_LABELS } from './after-sales-messages';
import { refundDetailMessages as d } from './refund-detail-messages';
import { progressSteps } from './refund-progress';
import { RequestFailed, RequestLoading } from './request-states';
import { useRefundDetail } from './use-refund-detail';
import styles from './refund-detail-page.module.css';
import { afterSalesStatusLabels } from '@/api/status-labels';

function Progress({ detail }: { detail: AfterSalesDetail }) {
  const intl = useIntl();
  const steps = progressSteps(detail);
  const current = steps.findIndex((s) => s.state === 'wait');
  return (
    <>
      <section className={styles.summary} aria-label={intl.formatMessage(d.details)}>
        <div>
          <p className={styles.summaryStatus} data-status={detail.status}>
            <FormattedMessage {...afterSalesStatusLabels[detail.status]} />
          </p>
          <p className={styles.subtle}>
            <FormattedMessage {...TYPE_LABELS[detail.type]} />
            <span className={styles.dotBefore}>{detail.after_sales_sn}</span>
          </p>
        </div>
        <Price amount={detail.amount} size="lg" />
      </section>
      <section className={styles.card} aria-label={intl.formatMessage(a.progressLabel)}>
        <Steps direction="vertical" current={current === -1 ? steps.length - 1 : current - 1} className={styles.steps}>
          {steps.map((step) => (
            <Steps.Step
              key={step.key}
              status={step.state}
              title={
                <>
                  {step.state === 'wait' && (
                    <span className={styles.next}>
                      <FormattedMessage {...d.expected} />
                    </span>
                  )}
                  <FormattedMessage {...afterSalesStatusLabels[step.status]} />
                </>
              }
              description={
                step.time === null ? null : (
                  <span className={styles.stepText}>
                    <span>{step.text}</span>
                    <FormattedDate value={step.time * 1000} dateStyle="medium" timeStyle="short" />
                  </span>
                )
              }
            />
          ))}
        </Steps>
      </section>
      <p className={styles.center}>
        <Link to={links.refundDetail(detail.id)} className={styles.textLink}>
          <FormattedMessage {...d.viewDetails} />
        </Link>
      </p>
    </>
  );
}

/** Where a request stands: each step so far with its time, then what is still to come. */
export default function RefundProgressPage() {
  const { valid, detail } = useRefundDetail();
  return (
    <>
      <AppNavBar title={pageTitles.refundProgress} />
      <main className={styles.main}>
        {!valid || (detail.isError && !detail.data) ? (
          <RequestFailed valid={valid} onRetry={() => void detail.refetch()} />
        ) : !detail.data ? (
          <RequestLoading />
        ) : (
          <Progress detail={detail.data} />
        )}
      </main>
    </>
  );
}
