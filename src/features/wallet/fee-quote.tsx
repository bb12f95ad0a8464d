import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney, formatPercent } from '@/lib/money';
import type { AmountLimits } from '@/lib/validation';
import { quoteWithdrawal, type FeeRule } from './withdrawal-fee';
import { walletMessages as m } from './wallet-messages';
import styles from './wallet.module.css';

/**
 * The fee and what arrives, for the amount as typed, from the configuration's fee rule. Without a
 * rule the server has not told us the fee, and the page says so instead of guessing. An amount the
 * form refuses (its limits) gets the rule, not a quote.
 */
export function FeeQuote({ amount, rule, limits }: { amount: string; rule: FeeRule | null; limits: AmountLimits }) {
  const intl = useIntl();
  if (!rule) {
    return (
      <p className={`${styles.feeQuote} ${styles.hint}`}>
        <FormattedMessage {...m.feeUnknown} />
      </p>
    );
  }
  const quote = quoteWithdrawal(amount, rule, limits);
  return (
    <div aria-live="polite" className={styles.feeQuote}>
      {quote ? (
        <dl>
          <div>
            <dt>
              <FormattedMessage {...m.fee} />
            </dt>
            <dd>{formatMoney(intl, quote.fee)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage {...m.received} />
            </dt>
            <dd>{formatMoney(intl, quote.receive)}</dd>
          </div>
        </dl>
      ) : (
        <p className={styles.hint}>
          <FormattedMessage
            {...m.feeRule}
            values={{
              rate: formatPercent(intl.locale, rule.numerator / rule.denominator, 4),
              min: formatMoney(intl, rule.minCents / 100),
            }}
          />
        </p>
      )}
    </div>
  );
}
