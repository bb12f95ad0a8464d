import { Button } from '@/components/button';
import Result from 'antd-mobile/es/components/result';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { commonMessages } from '@/components/common-messages';
import { OrderRecordUnavailable } from '@/components/record-unavailable';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { links } from '@/lib/links';
import { afterSalesMessages as a } from './after-sales-messages';
import { afterSalesFormMessages as m } from './after-sales-form-messages';
import { ClaimItems } from './claim-items';
import { RefundForm } from './refund-form';
import { useRefundEdit } from './use-refund-edit';
import styles from './refund-edit-page.module.css';

/** Ask for a refund or a return on an order (?orderId=), or change a request under review (&id=). */
export default function RefundEditPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const r = useRefundEdit();

  let body;
  if (r.orderId === null || r.failed) {
    body = (
      <OrderRecordUnavailable
        loadFailed={r.orderId !== null}
        failedTitle={a.loadFailed}
        notFoundTitle={a.orderNotFound}
        onRetry={r.retry}
        list={links.orderList()}
      />
    );
  } else if (r.loading) {
    body = (
      <div className={styles.card} role="status" aria-label={intl.formatMessage(commonMessages.loading)}>
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  } else if (r.editing && !r.editable && r.caseId !== null) {
    const caseId = r.caseId;
    body = (
      <Result
        status="warning"
        title={intl.formatMessage(m.notEditableTitle)}
        description={
          <>
            <p>{intl.formatMessage(m.notEditableBody)}</p>
            <Button color="primary" shape="rounded" onClick={() => void navigate(links.refundDetail(caseId), { replace: true })}>
              <FormattedMessage {...m.viewRequest} />
            </Button>
          </>
        }
      />
    );
  } else if (r.openLines.length === 0) {
    const orderId = r.orderId;
    body = (
      <Result
        status="info"
        title={intl.formatMessage(m.nothingOpen)}
        description={
          <Button color="primary" shape="rounded" onClick={() => void navigate(links.orderInfo(orderId), { replace: true })}>
            <FormattedMessage {...m.viewOrder} />
          </Button>
        }
      />
    );
  } else {
    const noneClaimed = Object.values(r.claims).every((q) => q === 0);
    body = (
      <RefundForm
        existing={r.existing}
        types={r.types}
        reasons={r.reasons}
        cap={noneClaimed ? null : r.cap}
        submitting={r.submitting}
        blocked={noneClaimed || r.previewFetching}
        onSubmit={r.submit}
      >
        <section className={styles.card} aria-label={intl.formatMessage(a.items)}>
          <h2 className={styles.cardTitle}>
            <FormattedMessage {...a.items} />
          </h2>
          {r.existing?.status === 'rejected' && r.existing.shop_note && (
            <p className={styles.note}>
              <FormattedMessage {...m.rejectedNote} values={{ note: r.existing.shop_note }} />
            </p>
          )}
          {!r.editing && (
            <p className={styles.hint}>
              <FormattedMessage {...(noneClaimed ? m.noItems : m.itemsHint)} />
            </p>
          )}
          <ClaimItems lines={r.openLines} claims={r.claims} onClaim={r.editing ? undefined : r.setClaim} disabled={r.submitting} />
        </section>
      </RefundForm>
    );
  }

  return (
    <>
      <AppNavBar title={pageTitles.refundEdit} />
      <main className={styles.main}>{body}</main>
    </>
  );
}
