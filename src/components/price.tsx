import { defineMessages, FormattedMessage, useIntl, type MessageValue } from 'react-intl';
import { retailPrice, useCustomerMode } from '@/lib/customer-mode';
import { formatMoney, toAmount } from '@/lib/money';
import styles from './price.module.css';

const messages = defineMessages<{
  readonly from: { readonly price: MessageValue };
  readonly original: { readonly price: MessageValue };
}>({
  from: { id: 'components.price_from', defaultMessage: 'from {price}' },
  original: { id: 'components.price_original', defaultMessage: 'Original price {price}' },
});

interface PriceProps {
  /** Money as the server writes it ('12.50'). */
  amount: string | number;
  /** The lowest tier price of a goods with several tiers: reads 'from $9.80'. */
  from?: boolean;
  /** Struck through beside the price when it is higher (the first-tier or list price). */
  original?: string | number;
  size?: 'sm' | 'md' | 'lg';
  /**
   * One line in a narrow card: the struck-through price is shown whole where it fits beside the
   * price and not at all where it does not, never cut to "12,85…".
   */
  oneLine?: boolean;
  className?: string;
}

/**
 * A price in the shop's currency and the primary colour; amounts stay strings until formatted.
 * In customer mode it is the buyer's retail price instead, one figure (from the first-tier price,
 * `original` when given): no 'from', nothing struck through, nothing that shows the tiers.
 */
export function Price({ amount, from = false, original, size = 'md', oneLine = false, className }: PriceProps) {
  const intl = useIntl();
  const customer = useCustomerMode();
  if (customer.on) {
    const base = original !== undefined && toAmount(original) > toAmount(amount) ? original : amount;
    return (
      <span className={[styles.price, styles[size], className].filter(Boolean).join(' ')}>
        <span className={styles.figure}>{formatMoney(intl, retailPrice(base, customer))}</span>
      </span>
    );
  }
  const price = formatMoney(intl, amount);
  const showOriginal = original !== undefined && toAmount(original) > toAmount(amount);
  const originalText = showOriginal ? formatMoney(intl, original) : '';
  return (
    <span className={[styles.price, styles[size], oneLine && styles.oneLine, className].filter(Boolean).join(' ')}>
      {/* "from" is a qualifier: smaller and lighter than the amount it qualifies, so "desde 19,58 US$"
          fits a 320 px phone's card with a reader's own text spacing (it was cut by up to 17 px). */}
      <span className={from ? `${styles.figure} ${styles.fromWords}` : styles.figure}>
        {from ? <FormattedMessage {...messages.from} values={{ price: <span className={styles.amount}>{price}</span> }} /> : price}
      </span>
      {/* Where the line is too narrow for both, the struck-through price goes under the figure
          (in one line, a card's, it is hidden instead: see .oneLine). */}
      {showOriginal && !oneLine && <wbr />}
      {showOriginal && (
        <s className={styles.original} title={intl.formatMessage(messages.original, { price: originalText })}>
          {originalText}
        </s>
      )}
    </span>
  );
}
