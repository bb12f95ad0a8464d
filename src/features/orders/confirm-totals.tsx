import { defineMessages, useIntl } from 'react-intl';
import type { PriceCalculation } from '@/api/types';
import { formatMoney, toAmount } from '@/lib/money';
import styles from './confirm-order.module.css';

const messages = defineMessages({
  heading: { id: 'checkout.totals_heading', defaultMessage: 'Order summary' },
  coupon: { id: 'checkout.coupon_discount', defaultMessage: 'Coupon' },
  freight: { id: 'checkout.freight', defaultMessage: 'Shipping' },
  freeShipping: { id: 'checkout.free_shipping', defaultMessage: 'Free' },
  total: { id: 'checkout.total', defaultMessage: 'Total to pay' },
});
const withValues = defineMessages<{ goods: { count: number }; membership: { level: number } }>({
  goods: { id: 'checkout.goods_amount', defaultMessage: '{count, plural, one {Items (# piece)} other {Items (# pieces)}}' },
  membership: { id: 'checkout.membership_discount', defaultMessage: 'Member level {level} discount' },
});

/** goods − coupon − membership + shipping = total, as the server calculated it. */
export function ConfirmTotals({ calculation }: { calculation: PriceCalculation }) {
  const intl = useIntl();
  const money = (v: string) => formatMoney(intl, v);
  return (
    <section className={styles.card} aria-labelledby="checkout-totals">
      <h2 id="checkout-totals" className={styles.cardTitle}>
        {intl.formatMessage(messages.heading)}
      </h2>
      <dl className={styles.totals}>
        <dt>{intl.formatMessage(withValues.goods, { count: calculation.total_qty })}</dt>
        <dd>{money(calculation.goods_amount)}</dd>
        {toAmount(calculation.coupon_discount) > 0 && (
          <>
            <dt>{intl.formatMessage(messages.coupon)}</dt>
            <dd className={styles.discount}>{formatMoney(intl, -toAmount(calculation.coupon_discount))}</dd>
          </>
        )}
        {toAmount(calculation.membership_discount) > 0 && (
          <>
            <dt>{intl.formatMessage(withValues.membership, { level: calculation.membership_level })}</dt>
            <dd className={styles.discount}>{formatMoney(intl, -toAmount(calculation.membership_discount))}</dd>
          </>
        )}
        <dt>{intl.formatMessage(messages.freight)}</dt>
        <dd>{toAmount(calculation.freight) > 0 ? money(calculation.freight) : intl.formatMessage(messages.freeShipping)}</dd>
        <dt className={styles.totalRow}>{intl.formatMessage(messages.total)}</dt>
        <dd className={`${styles.totalRow} ${styles.price}`}>{money(calculation.total)}</dd>
      </dl>
    </section>
  );
}
