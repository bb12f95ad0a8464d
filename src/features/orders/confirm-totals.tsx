import { defineMessages, useIntl } from 'react-intl';
import type { PriceCalculation } from '@/api/types';
import { useCalculationAmounts } from '@/api/calculation-amounts';
import { CalculationSummary } from '@/components/calculation-summary';
import styles from './confirm-order.module.css';

const messages = defineMessages({
  heading: { id: 'checkout.totals_heading', defaultMessage: 'Order summary' },
  total: { id: 'checkout.total', defaultMessage: 'Total to pay' },
});

/** Checkout's summary of the calculation it will place. */
export function ConfirmTotals({ calculation }: { calculation: PriceCalculation }) {
  const intl = useIntl();
  const amounts = useCalculationAmounts(calculation);
  return (
    <CalculationSummary
      amounts={amounts}
      id="checkout-totals"
      heading={intl.formatMessage(messages.heading)}
      totalLabel={intl.formatMessage(messages.total)}
      className={styles.card}
      headingClassName={styles.cardTitle}
    />
  );
}
