import Tag from 'antd-mobile/es/components/tag';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LedgerEntry } from '@/api/types';
import { formatMoney, toAmount } from '@/lib/money';
import { KIND_LABEL, LEDGER_STATUS_COLOR } from './wallet-labels';
import { walletMessages as m } from './wallet-messages';
import styles from './wallet.module.css';
import { ledgerStatusLabels, payMethodLabels } from '@/api/status-labels';

/** A signed amount in the shop's currency: '+$100.00' in, '−$35.50' out. */
export function SignedAmount({ amount }: { amount: string }) {
  const intl = useIntl();
  const value = toAmount(amount);
  return <span className={value > 0 ? styles.amountIn : styles.amountOut}>{formatMoney(intl, value, { sign: 'always' })}</span>;
}

export function formatTime(intl: ReturnType<typeof useIntl>, seconds: number): string {
  return intl.formatDate(seconds * 1000, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * One movement of the balance. `showMethod` for the top-up record, where how it was paid matters;
 * `action` for what the shopper can still do about it (a pending transfer's details).
 */
export function LedgerRow({ entry, showMethod = false, action }: { entry: LedgerEntry; showMethod?: boolean; action?: ReactNode }) {
  const intl = useIntl();
  return (
    <article className={styles.row}>
      <div className={styles.rowMain}>
        <p className={styles.rowTitle}>{entry.title || intl.formatMessage(KIND_LABEL[entry.kind])}</p>
        <p className={styles.rowMeta}>
          {/* The line breaks at the dot, never inside the time or the method ('銀行轉' and '帳'). */}
          <time className={styles.metaPart} dateTime={new Date(entry.create_time * 1000).toISOString()}>
            {formatTime(intl, entry.create_time)}
          </time>
          {showMethod && entry.pay_method && (
            <>
              {' · '}
              <span className={styles.metaPart}>
                <FormattedMessage {...payMethodLabels[entry.pay_method]} />
              </span>
            </>
          )}
        </p>
        {showMethod && entry.order_sn && (
          <p className={styles.rowMeta}>
            <FormattedMessage {...m.orderNo} values={{ sn: entry.order_sn }} />
          </p>
        )}
      </div>
      <div className={styles.rowSide}>
        <SignedAmount amount={entry.amount} />
        {entry.status === 'completed' ? (
          entry.balance_after && !showMethod ? (
            <span className={styles.rowMeta}>
              <FormattedMessage {...m.balanceAfter} values={{ amount: formatMoney(intl, entry.balance_after) }} />
            </span>
          ) : null
        ) : (
          <Tag color={LEDGER_STATUS_COLOR[entry.status]} fill="outline">
            <FormattedMessage {...ledgerStatusLabels[entry.status]} />
          </Tag>
        )}
        {showMethod && entry.status === 'completed' && (
          <Tag color="success" fill="outline">
            <FormattedMessage {...ledgerStatusLabels.completed} />
          </Tag>
        )}
        {action}
      </div>
    </article>
  );
}
