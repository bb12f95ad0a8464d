import { defineMessages, useIntl } from 'react-intl';
import { useLevelName } from '@/api/level-name';
import type { PriceCalculation } from '@/api/types';
import { AmountBreakdown } from '@/components/amount-breakdown';
import { toAmount } from '@/lib/money';
import styles from './cart-page.module.css';

const messages = defineMessages({
  heading: { id: 'cart.totals_heading', defaultMessage: 'Summary' },
  total: { id: 'cart.total', defaultMessage: 'Total' },
});

/**
 * What the bar's total holds, row by row, under the coupon: the server's total includes shipping
 * and takes off the member discount and the coupon, and a buyer checking the sum sees each.
 */
export function CartTotals({ prices }: { prices: PriceCalculation }) {
  const intl = useIntl();
  const levelName = useLevelName(prices.membership_level, toAmount(prices.membership_discount) <= 0);
  return (
    <section className={styles.card} aria-labelledby="cart-totals">
      <h2 id="cart-totals" className={styles.totalsHeading}>
        {intl.formatMessage(messages.heading)}
      </h2>
      <AmountBreakdown
        totalLabel={intl.formatMessage(messages.total)}
        amounts={{
          goods: prices.goods_amount,
          pieces: prices.total_qty,
          coupon: prices.coupon_discount,
          membership: prices.membership_discount,
          levelName,
          freight: prices.freight,
          total: prices.total,
        }}
      />
    </section>
  );
}
