import { Button } from '@/components/button';
import List from 'antd-mobile/es/components/list';
import Result from 'antd-mobile/es/components/result';
import Skeleton from 'antd-mobile/es/components/skeleton';
import TeamOutline from 'antd-mobile-icons/es/TeamOutline';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { OrderDetail } from '@/api/types';
import { Countdown } from '@/components/countdown';
import { LinkRow } from '@/components/list-rows';
import type { UploadSummary } from '@/components/image-upload';
import { useFormDraft } from '@/components/forms/use-form-draft';
import { AppNavBar } from '@/components/nav-bar';
import { offlineMessages } from '@/components/offline-banner';
import { pageTitles } from '@/components/page-titles';
import { links } from '@/lib/links';
import { formatMoney } from '@/lib/money';
import { selectIsOffline } from '@/state/connection-slice';
import { useAppSelector } from '@/state/hooks';
import { PayMethods } from './pay-methods';
import { payPageMessages, payPageValues } from './pay-page-messages';
import { NO_UPLOADS, PayTransfer } from './pay-transfer';
import { PaymentLinkIncomplete } from './payment-link-incomplete';
import { paymentMessages } from './payment-messages';
import { usePay } from './use-pay';
import { useCopy } from '@/components/use-copy';
import { LoadFailed } from '@/components/page-state';
import { PageShell } from '@/components/page-shell';
import { ResultActions } from '@/components/result-actions';
import styles from './payment.module.css';
import { FixedBar } from '@/components/fixed-bar';

function OrderAmount({ detail, onExpired }: { detail: OrderDetail; onExpired: () => void }) {
  const intl = useIntl();
  const copy = useCopy();
  return (
    <section className={`${styles.card} ${styles.amountCard}`}>
      <span className={styles.muted}>{intl.formatMessage(payPageMessages.amountDue)}</span>
      <strong className={styles.amount}>{formatMoney(intl, detail.pay_amount)}</strong>
      <button type="button" className={styles.orderNo} onClick={() => copy(detail.order_sn)}>
        {intl.formatMessage(payPageValues.orderNo, { sn: detail.order_sn })}
      </button>
      {detail.pay_deadline !== null && (
        <span className={styles.deadline}>
          {intl.formatMessage(payPageMessages.payWithin)} <Countdown to={detail.pay_deadline} onEnd={onExpired} />
        </span>
      )}
    </section>
  );
}

/** Not payable here any more: already paid, cancelled, or a receipt waiting for review. */
function NotPayable({ detail }: { detail: OrderDetail }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const review = detail.status === 'pending_payment' && detail.voucher_status === 'pending_review';
  const title = review ? payPageMessages.underReview : detail.status === 'cancelled' ? payPageMessages.cancelled : payPageMessages.alreadyPaid;
  return (
    <Result
      className={styles.card}
      status={review ? 'waiting' : detail.status === 'cancelled' ? 'warning' : 'success'}
      title={intl.formatMessage(title)}
      description={
        <>
          {review && <p className={styles.resultNote}>{intl.formatMessage(payPageMessages.underReviewBody)}</p>}
          <ResultActions>
            <Button color="primary" shape="rounded" onClick={() => void navigate(links.payStu(detail.id), { replace: true })}>
              {intl.formatMessage(payPageMessages.seeStatus)}
            </Button>
            {/* Outlined as on the payment status page: antd's default button has no edge to see on this white card. */}
            <Button fill="outline" shape="rounded" onClick={() => void navigate(links.orderInfo(detail.id))}>
              {intl.formatMessage(paymentMessages.viewOrder)}
            </Button>
          </ResultActions>
        </>
      }
    />
  );
}

export default function PayPage() {
  const intl = useIntl();
  const p = usePay();
  const offline = useAppSelector(selectIsOffline);
  const [uploads, setUploads] = useState<UploadSummary>(NO_UPLOADS);
  // The receipt's note comes back after a reload, as its pictures do (their control keeps them):
  // the shopper often leaves for the banking app to take the receipt's screenshot.
  const draft = useFormDraft<{ remark: string }>('voucher', ['remark']);
  const [remark, setRemark] = useState(() => draft.initial({ remark: '' }).remark);
  const { keep } = draft;
  const changeRemark = useCallback(
    (next: string) => {
      setRemark(next);
      keep(null, { remark: next });
    },
    [keep],
  );
  const transfer = p.method === 'bank_transfer';
  const detail = p.detail;

  let body;
  if (p.orderId === null) {
    body = <PaymentLinkIncomplete />;
  } else if (p.order.isLoading) {
    body = (
      <div className={styles.card}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  } else if (!detail) {
    body = (
      <LoadFailed title={paymentMessages.loadFailed} onRetry={() => void p.order.refetch()} />
    );
  } else if (detail.status !== 'pending_payment' || detail.voucher_status === 'pending_review') {
    body = <NotPayable detail={detail} />;
  } else {
    // Any picture chosen enables the button; a pending or failed one is then explained, not sent.
    const voucherChosen = uploads.urls.length + uploads.uploading + uploads.failed > 0;
    // Paying from a balance that does not cover the amount would only be refused: top up first.
    const balanceShort = p.method === 'balance' && p.balanceKnown && p.balance < Number(detail.pay_amount);
    body = (
      <>
        <div className={styles.columns}>
          <div className={styles.column}>
            <OrderAmount detail={detail} onExpired={() => void p.order.refetch()} />
            <PayMethods
              methods={p.methods}
              method={p.method}
              onChoose={p.choose}
              due={Number(detail.pay_amount)}
              balance={p.balance}
              balanceKnown={p.balanceKnown}
              disabled={p.busy}
            />
            <List className={styles.card}>
              <LinkRow
                to={links.otherList(detail.id)}
                prefix={<TeamOutline aria-hidden className={styles.methodIcon} />}
                description={intl.formatMessage(payPageMessages.otherPayersHint)}
              >
                {intl.formatMessage(payPageMessages.otherPayers)}
              </LinkRow>
            </List>
          </div>
          {transfer && (
            <div className={styles.column}>
              <PayTransfer
                cards={p.bankCards}
                rejectedNote={detail.voucher_status === 'rejected' ? detail.voucher_note : null}
                remark={remark}
                onRemark={changeRemark}
                onImages={setUploads}
                disabled={p.busy}
              />
            </div>
          )}
        </div>
        <FixedBar className={styles.bar}>
          {/* Paying never waits on the device (issue 16): offline the button says why it is off. */}
          {offline && (
            <span id="pay-offline" className={styles.offlineHint}>
              {intl.formatMessage(offlineMessages.onlineOnly)}
            </span>
          )}
          {transfer ? (
            <Button block color="primary" shape="rounded" size="large" disabled={!voucherChosen || p.busy || offline} aria-describedby={offline ? 'pay-offline' : undefined} loading={p.busy} onClick={() => void p.submitVoucher(uploads, remark)}>
              {intl.formatMessage(payPageMessages.submitVoucher)}
            </Button>
          ) : (
            <Button block color="primary" shape="rounded" size="large" disabled={p.busy || balanceShort || offline} aria-describedby={offline ? 'pay-offline' : undefined} loading={p.busy} onClick={() => void p.pay()}>
              {intl.formatMessage(payPageValues.payAmount, { amount: formatMoney(intl, detail.pay_amount) })}
            </Button>
          )}
        </FixedBar>
      </>
    );
  }

  return (
    <>
      <AppNavBar title={pageTitles.pay} />
      <PageShell bar stack>{body}</PageShell>
    </>
  );
}
