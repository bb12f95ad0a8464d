import { defineMessages, useIntl } from 'react-intl';
import type { PriceCalculation } from '@/api/types';
import { AmountBreakdown } from '@/components/amount-breakdown';
import { useCalculationAmounts } from '@/features/orders/use-calculation-amounts';
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
  const amounts = useCalculationAmounts(prices);
  return (
    <section className={styles.card} aria-labelledby="cart-totals">
      <h2 id="cart-totals" className={styles.totalsHeading}>
        {intl.formatMessage(messages.heading)}
      </h2>
      <AmountBreakdown
        totalLabel={intl.formatMessage(messages.total)}
        amounts={amounts}
      />
    </section>
  );
}
