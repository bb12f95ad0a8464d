import Steps from 'antd-mobile/es/components/steps';
import Tag from 'antd-mobile/es/components/tag';
import { FormattedMessage, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { Withdrawal } from '@/api/types';
import { AppNavBar } from '@/components/nav-bar';
import { commonMessages } from '@/components/common-messages';
import { PageSkeleton } from '@/components/page-state';
import { RecordUnavailable } from '@/components/record-unavailable';
import { PageShell } from '@/components/page-shell';
import { pageTitles } from '@/components/page-titles';
import { formatMoney } from '@/lib/money';
import { ROUTES } from '@/lib/routes';
import { BankDetails } from './bank-details';
import { formatTime } from './ledger-row';
import { CopyButton } from '@/components/copy-button';
import { useWithdrawalStatus } from './use-withdrawal-status';
import { WITHDRAWAL_STATUS_COLOR } from './wallet-labels';
import { walletMessages as m } from './wallet-messages';
import styles from './wallet.module.css';
import { withdrawalStatusLabels } from '@/api/status-labels';

type StepStatus = 'wait' | 'process' | 'finish' | 'error';
interface TimelineStep {
  key: string;
  title: string;
  description?: string;
  status: StepStatus;
}

/** submitted → under review → approved → paid out; or submitted → rejected (the money returns). */
export function timelineOf(w: Withdrawal, intl: IntlShape): TimelineStep[] {
  const t = (message: MessageDescriptor) => intl.formatMessage(message);
  const submitted: TimelineStep = {
    key: 'submitted',
    title: t(m.stepSubmitted),
    description: formatTime(intl, w.create_time),
    status: 'finish',
  };
  if (w.status === 'rejected') {
    const why = w.reject_reason ? intl.formatMessage(m.rejectReason, { reason: w.reject_reason }) : '';
    return [
      submitted,
      {
        key: 'rejected',
        title: t(m.stepRejected),
        description: [w.finish_time ? formatTime(intl, w.finish_time) : '', why, t(m.refundedToBalance)].filter(Boolean).join(' · '),
        status: 'error',
      },
    ];
  }
  const reviewed = w.status !== 'pending';
  const paid = w.status === 'paid';
  return [
    submitted,
    {
      key: 'review',
      title: reviewed ? t(m.stepApproved) : t(m.stepReview),
      description: reviewed ? undefined : t(m.stepReviewing),
      status: reviewed ? 'finish' : 'process',
    },
    {
      key: 'paid',
      title: t(m.stepPaid),
      description: paid && w.finish_time ? formatTime(intl, w.finish_time) : w.status === 'approved' ? t(m.stepPaying) : undefined,
      status: paid ? 'finish' : w.status === 'approved' ? 'process' : 'wait',
    },
  ];
}

function Details({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const intl = useIntl();
  const steps = timelineOf(w, intl);
  return (
    <>
      <section className={`${styles.card} ${styles.statusHead}`} aria-labelledby="withdrawal-amount">
        <Tag color={WITHDRAWAL_STATUS_COLOR[w.status]} fill="outline">
          <FormattedMessage {...withdrawalStatusLabels[w.status]} />
        </Tag>
        <p id="withdrawal-amount" className={styles.statusAmount}>
          {formatMoney(intl, w.amount)}
        </p>
      </section>
      <section className={styles.card} aria-labelledby="withdrawal-timeline">
        <h2 id="withdrawal-timeline" className={styles.cardTitle}>
          <FormattedMessage {...m.timeline} />
        </h2>
        <Steps direction="vertical" current={steps.findIndex((s) => s.status === 'process' || s.status === 'error')}>
          {steps.map((step) => (
            <Steps.Step key={step.key} title={step.title} description={step.description} status={step.status} />
          ))}
        </Steps>
      </section>
      <section className={styles.card}>
        <dl className={styles.details}>
          <div>
            <dt>
              <FormattedMessage {...m.withdrawalNo} />
            </dt>
            <dd>
              {w.withdrawal_sn}
              <CopyButton value={w.withdrawal_sn} what={intl.formatMessage(m.withdrawalNo)} />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage {...m.requested} />
            </dt>
            <dd>{formatMoney(intl, w.amount)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage {...m.fee} />
            </dt>
            <dd>{formatMoney(intl, w.fee)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage {...m.received} />
            </dt>
            <dd className={styles.strong}>{formatMoney(intl, w.actual_amount)}</dd>
          </div>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="withdrawal-account">
        <h2 id="withdrawal-account" className={styles.cardTitle}>
          <FormattedMessage {...m.payoutAccount} />
        </h2>
        <BankDetails bank={w.bank} />
      </section>
    </>
  );
}

export default function WithdrawalStatusPage() {
  const status = useWithdrawalStatus();
  let body;
  if (status.withdrawal) body = <Details withdrawal={status.withdrawal} />;
  else if (status.isLoading && !status.isError) body = <PageSkeleton rows={8} />;
  else {
    body = (
      <RecordUnavailable
        loadFailed={status.isError}
        failedTitle={commonMessages.loadFailed}
        notFoundTitle={m.withdrawalNotFound}
        onRetry={status.retry}
        list={ROUTES.withdrawalRecord}
        listLabel={<FormattedMessage {...m.withdrawalHistory} />}
      />
    );
  }
  return (
    <div>
      <AppNavBar title={pageTitles.withdrawalRecordStu} />
      <PageShell>{body}</PageShell>
    </div>
  );
}
