import { defineMessages, useIntl } from 'react-intl';
import type { PriceCalculation } from '@/api/types';
import { AmountBreakdown } from '@/components/amount-breakdown';
import { useCalculationAmounts } from './use-calculation-amounts';
import styles from './confirm-order.module.css';

const messages = defineMessages({
  heading: { id: 'checkout.totals_heading', defaultMessage: 'Order summary' },
  total: { id: 'checkout.total', defaultMessage: 'Total to pay' },
});

/** goods − member discount − coupon + shipping = total, as the server calculated it. */
export function ConfirmTotals({ calculation }: { calculation: PriceCalculation }) {
  const intl = useIntl();
  const amounts = useCalculationAmounts(calculation);
  return (
    <section className={styles.card} aria-labelledby="checkout-totals">
      <h2 id="checkout-totals" className={styles.cardTitle}>
        {intl.formatMessage(messages.heading)}
      </h2>
      <AmountBreakdown
        totalLabel={intl.formatMessage(messages.total)}
        amounts={amounts}
      />
    </section>
  );
}
