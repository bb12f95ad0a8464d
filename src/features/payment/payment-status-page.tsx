import { Button } from '@/components/button';
import Result from 'antd-mobile/es/components/result';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor, type NoMessageValues, type MessageValue } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useOrderDetailsQuery } from '@/api/order/endpoints';
import { usePaymentVoucherQuery } from '@/api/payment/endpoints';
import type { OrderDetail } from '@/api/types';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { LoadFailed } from '@/components/page-state';
import { PageShell } from '@/components/page-shell';
import { ResultActions } from '@/components/result-actions';
import { links } from '@/lib/links';
import { formatMoney } from '@/lib/money';
import { ROUTES } from '@/lib/routes';
import { PaymentLinkIncomplete } from './payment-link-incomplete';
import { paymentMessages } from './payment-messages';
import styles from './payment.module.css';
import { payMethodLabels, voucherStatusLabels } from '@/api/status-labels';
import { positiveInteger } from '@/lib/positive-integer';
import { PictureViewer } from '@/components/picture-viewer';

const messages = defineMessages<{
  readonly paidTitle: NoMessageValues;
  readonly reviewTitle: NoMessageValues;
  readonly reviewBody: NoMessageValues;
  readonly rejectedTitle: NoMessageValues;
  readonly unpaidTitle: NoMessageValues;
  readonly unpaidBody: NoMessageValues;
  readonly cancelledTitle: NoMessageValues;
  readonly cancelledBody: NoMessageValues;
  readonly payNow: NoMessageValues;
  readonly uploadAgain: NoMessageValues;
  readonly refresh: NoMessageValues;
  readonly receipt: NoMessageValues;
  readonly factOrder: NoMessageValues;
  readonly factAmount: NoMessageValues;
  readonly factMethod: NoMessageValues;
  readonly factTime: NoMessageValues;
  readonly paidBody: { readonly amount: MessageValue; readonly method: MessageValue; readonly sn: MessageValue };
  readonly order: { readonly amount: MessageValue; readonly sn: MessageValue };
  readonly viewImage: { readonly index: MessageValue };
}>({
  paidTitle: { id: 'payment.stu_paid_title', defaultMessage: 'Payment received' },
  reviewTitle: { id: 'payment.stu_review_title', defaultMessage: 'Receipt received, under review' },
  reviewBody: {
    id: 'payment.stu_review_body',
    defaultMessage: 'We check the transfer against your receipt and confirm the payment, usually within one working day.',
  },
  rejectedTitle: { id: 'payment.stu_rejected_title', defaultMessage: 'Receipt not accepted' },
  unpaidTitle: { id: 'payment.stu_unpaid_title', defaultMessage: 'Awaiting payment' },
  unpaidBody: { id: 'payment.stu_unpaid_body', defaultMessage: 'This order has not been paid yet.' },
  cancelledTitle: { id: 'payment.stu_cancelled_title', defaultMessage: 'Order cancelled' },
  cancelledBody: { id: 'payment.stu_cancelled_body', defaultMessage: 'This order was cancelled and will not be charged.' },
  payNow: { id: 'payment.pay_now', defaultMessage: 'Pay now' },
  uploadAgain: { id: 'payment.upload_again', defaultMessage: 'Upload a new receipt' },
  refresh: { id: 'payment.refresh_status', defaultMessage: 'Refresh status' },
  receipt: { id: 'payment.stu_receipt', defaultMessage: 'Your receipt' },
  factOrder: { id: 'payment.stu_fact_order', defaultMessage: 'Order number' },
  factAmount: { id: 'payment.stu_fact_amount', defaultMessage: 'Amount' },
  factMethod: { id: 'payment.stu_fact_method', defaultMessage: 'Paid by' },
  factTime: { id: 'payment.stu_fact_time', defaultMessage: 'Paid on' },
  paidBody: { id: 'payment.stu_paid_body', defaultMessage: 'Order {sn}: {amount} paid by {method}. We are preparing it for shipping.' },
  order: { id: 'payment.stu_order', defaultMessage: 'Order {sn} · {amount}' },
  viewImage: { id: 'payment.stu_view_image', defaultMessage: 'View receipt picture {index}' },
});

type Stage = 'paid' | 'review' | 'rejected' | 'unpaid' | 'cancelled';

export function stageOf(detail: OrderDetail): Stage {
  if (detail.status === 'cancelled') return 'cancelled';
  if (detail.status !== 'pending_payment') return 'paid';
  if (detail.voucher_status === 'pending_review') return 'review';
  if (detail.voucher_status === 'rejected') return 'rejected';
  return 'unpaid';
}

const RESULT: Record<Stage, { status: 'success' | 'waiting' | 'error' | 'info' | 'warning'; title: MessageDescriptor }> = {
  paid: { status: 'success', title: messages.paidTitle },
  review: { status: 'waiting', title: messages.reviewTitle },
  rejected: { status: 'error', title: messages.rejectedTitle },
  unpaid: { status: 'info', title: messages.unpaidTitle },
  cancelled: { status: 'warning', title: messages.cancelledTitle },
};

/** The payment's outcome and the next steps: see the order, keep shopping, or finish paying. */
export default function PaymentStatusPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = positiveInteger(params.get('orderId'));
  const order = useOrderDetailsQuery({ id: orderId ?? 0 }, { skip: orderId === null, refetchOnMountOrArgChange: true });
  const detail = order.data;
  const hasVoucher = !!detail && detail.voucher_status !== 'none';
  const voucher = usePaymentVoucherQuery({ order_id: orderId ?? 0 }, { skip: !hasVoucher, refetchOnMountOrArgChange: true });
  const [viewing, setViewing] = useState<number | null>(null);

  let body;
  if (orderId === null) {
    body = <PaymentLinkIncomplete />;
  } else if (order.isLoading) {
    body = (
      <div className={styles.card}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    );
  } else if (!detail) {
    body = (
      <LoadFailed title={paymentMessages.loadFailed} onRetry={() => void order.refetch()} />
    );
  } else {
    const stage = stageOf(detail);
    const amount = formatMoney(intl, detail.pay_amount);
    const description =
      stage === 'paid' && detail.pay_method
        ? intl.formatMessage(messages.paidBody, { sn: detail.order_sn, amount, method: intl.formatMessage(payMethodLabels[detail.pay_method]) })
        : stage === 'review'
          ? intl.formatMessage(messages.reviewBody)
          : stage === 'rejected'
            ? detail.voucher_note || intl.formatMessage(voucherStatusLabels.rejected)
            : stage === 'cancelled'
              ? intl.formatMessage(messages.cancelledBody)
              : stage === 'paid'
                ? intl.formatMessage(messages.order, { sn: detail.order_sn, amount })
                : intl.formatMessage(messages.unpaidBody);
    const images = voucher.data?.images ?? [];
    body = (
      <>
        <Result className={styles.card} status={RESULT[stage].status} title={intl.formatMessage(RESULT[stage].title)} description={description} />
        <section className={styles.card}>
          <dl className={styles.facts}>
            <dt>{intl.formatMessage(messages.factOrder)}</dt>
            <dd>{detail.order_sn}</dd>
            <dt>{intl.formatMessage(messages.factAmount)}</dt>
            <dd>{amount}</dd>
            {detail.pay_method && (
              <>
                <dt>{intl.formatMessage(messages.factMethod)}</dt>
                <dd>{intl.formatMessage(payMethodLabels[detail.pay_method])}</dd>
              </>
            )}
            {detail.pay_time !== null && (
              <>
                <dt>{intl.formatMessage(messages.factTime)}</dt>
                <dd>{intl.formatDate(detail.pay_time * 1000, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
              </>
            )}
          </dl>
        </section>
        {hasVoucher && voucher.data && (
          <section className={styles.card} aria-labelledby="stu-receipt">
            <div className={styles.cardHead}>
              <h2 id="stu-receipt" className={styles.cardTitle}>
                {intl.formatMessage(messages.receipt)}
              </h2>
              <span className={styles.voucherStatus} data-status={voucher.data.status}>
                {intl.formatMessage(voucherStatusLabels[voucher.data.status])}
              </span>
            </div>
            <div className={styles.thumbs}>
              {images.map((src, i) => (
                <button
                  key={src.slice(-24) + String(i)}
                  type="button"
                  className={styles.thumb}
                  onClick={() => setViewing(i)}
                  aria-label={intl.formatMessage(messages.viewImage, { index: i + 1 })}
                >
                  <img src={src} alt="" width={72} height={72} />
                </button>
              ))}
            </div>
            {voucher.data.remark && <p className={styles.muted}>{voucher.data.remark}</p>}
            <PictureViewer images={images} visible={viewing !== null} defaultIndex={viewing ?? 0} onClose={() => setViewing(null)} />
          </section>
        )}
        <ResultActions>
          {(stage === 'unpaid' || stage === 'rejected') && (
            <Button block color="primary" shape="rounded" onClick={() => void navigate(links.pay(detail.id), { replace: true })}>
              {intl.formatMessage(stage === 'rejected' ? messages.uploadAgain : messages.payNow)}
            </Button>
          )}
          {stage === 'review' && (
            <Button block color="primary" fill="outline" shape="rounded" loading={order.isFetching} onClick={() => void order.refetch()}>
              {intl.formatMessage(messages.refresh)}
            </Button>
          )}
          {/* Paid, the order is what comes next; otherwise it is drawn as 'Continue shopping' is (antd's default on this white card had no edge to see). */}
          <Button
            block
            color={stage === 'paid' ? 'primary' : 'default'}
            fill={stage === 'paid' ? 'solid' : 'outline'}
            shape="rounded"
            onClick={() => void navigate(links.orderInfo(detail.id))}
          >
            {intl.formatMessage(paymentMessages.viewOrder)}
          </Button>
          <Button block fill="outline" shape="rounded" onClick={() => void navigate(ROUTES.home)}>
            {intl.formatMessage(paymentMessages.continueShopping)}
          </Button>
        </ResultActions>
      </>
    );
  }

  return (
    <>
      <AppNavBar title={pageTitles.payStu} />
      <PageShell stack>{body}</PageShell>
    </>
  );
}
