import { defineMessages, useIntl, type MessageValue, type NoMessageValues } from 'react-intl';
import { formatMoney, toAmount } from '@/lib/money';
import styles from './coupon-terms.module.css';

const messages = defineMessages<{
  readonly threshold: { readonly amount: MessageValue };
  readonly noThreshold: NoMessageValues;
}>({
  threshold: { id: 'components.coupon_threshold', defaultMessage: 'On orders from {amount}' },
  noThreshold: { id: 'components.coupon_no_threshold', defaultMessage: 'No minimum spend' },
});

/** The parts of a coupon its terms are told from (the API's Coupon has them). */
export interface CouponTermsSource {
  threshold: string;
  /** The goods it covers, in the server's words ('All goods', 'Earrings only'). */
  scope: string;
}

interface Props {
  coupon: CouponTermsSource;
  /** Why it cannot be used now; its threshold is said instead when there is none. */
  reason?: string;
}

/**
 * A coupon's terms under its title where the shopper chooses one (the cart, checkout): its
 * threshold or why it cannot be used, then the goods it covers, which is what decides it when a
 * coupon for one category does not apply to a cart that reaches its threshold.
 */
export function CouponTerms({ coupon, reason }: Props) {
  const intl = useIntl();
  const threshold =
    toAmount(coupon.threshold) > 0
      ? intl.formatMessage(messages.threshold, { amount: formatMoney(intl, coupon.threshold) })
      : intl.formatMessage(messages.noThreshold);
  return (
    <>
      <span className={styles.line}>{reason ?? threshold}</span>
      <span className={styles.line}>{coupon.scope}</span>
    </>
  );
}
