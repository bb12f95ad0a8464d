import { defineMessages, useIntl } from 'react-intl';
import { useLevelName } from '@/api/level-name';
import type { PriceCalculation } from '@/api/types';
import { AmountBreakdown } from '@/components/amount-breakdown';
import styles from './confirm-order.module.css';

const messages = defineMessages({
  heading: { id: 'checkout.totals_heading', defaultMessage: 'Order summary' },
  total: { id: 'checkout.total', defaultMessage: 'Total to pay' },
});

/** goods − member discount − coupon + shipping = total, as the server calculated it. */
export function ConfirmTotals({ calculation }: { calculation: PriceCalculation }) {
  const intl = useIntl();
  const levelName = useLevelName(calculation.membership_level, Number(calculation.membership_discount) <= 0);
  return (
    <section className={styles.card} aria-labelledby="checkout-totals">
      <h2 id="checkout-totals" className={styles.cardTitle}>
        {intl.formatMessage(messages.heading)}
      </h2>
      <AmountBreakdown
        totalLabel={intl.formatMessage(messages.total)}
        amounts={{
          goods: calculation.goods_amount,
          pieces: calculation.total_qty,
          coupon: calculation.coupon_discount,
          membership: calculation.membership_discount,
          levelName,
          freight: calculation.freight,
          total: calculation.total,
        }}
      />
    </section>
  );
}
