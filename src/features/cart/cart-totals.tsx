import { defineMessages, useIntl } from 'react-intl';
import type { PriceCalculation } from '@/api/types';
import { useCalculationAmounts } from '@/api/calculation-amounts';
import { CalculationSummary } from '@/components/calculation-summary';
import styles from './cart-page.module.css';

const messages = defineMessages({
  heading: { id: 'cart.totals_heading', defaultMessage: 'Summary' },
  total: { id: 'cart.total', defaultMessage: 'Total' },
});

/** What the bar's total holds, row by row, under the coupon (the server's total includes shipping). */
export function CartTotals({ prices }: { prices: PriceCalculation }) {
  const intl = useIntl();
  const amounts = useCalculationAmounts(prices);
  return (
    <CalculationSummary
      amounts={amounts}
      id="cart-totals"
      heading={intl.formatMessage(messages.heading)}
      totalLabel={intl.formatMessage(messages.total)}
      className={styles.card}
      headingClassName={styles.totalsHeading}
    />
  );
}
