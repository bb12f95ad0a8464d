import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderDetail } from '@/api/types';
import { Price } from '@/components/price';
import { formatMoney, toAmount } from '@/lib/money';
import { orderInfoMessages as m } from './order-info-messages';
import styles from './order-info-page.module.css';

/** Goods, discounts, shipping and the total, as the server computed them. */
export function OrderAmounts({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const minus = (amount: string) => intl.formatMessage(m.minus, { amount: formatMoney(intl, amount) });
  return (
    <>
      <dl className={styles.rows}>
        <dt>
          <FormattedMessage {...m.goodsAmount} />
        </dt>
        <dd>{formatMoney(intl, order.goods_amount)}</dd>
        {toAmount(order.coupon_discount) > 0 && (
          <>
            <dt>
              <FormattedMessage {...m.couponDiscount} />
              {order.coupon_title && <span className={styles.subtle}>{order.coupon_title}</span>}
            </dt>
            <dd className={styles.discount}>{minus(order.coupon_discount)}</dd>
          </>
        )}
        {toAmount(order.membership_discount) > 0 && (
          <>
            <dt>
              <FormattedMessage {...m.membershipDiscount} />
            </dt>
            <dd className={styles.discount}>{minus(order.membership_discount)}</dd>
          </>
        )}
        <dt>
          <FormattedMessage {...m.freight} />
        </dt>
        <dd>{toAmount(order.freight) > 0 ? formatMoney(intl, order.freight) : <FormattedMessage {...m.freeShipping} />}</dd>
      </dl>
      <p className={styles.totalRow}>
        <span>
          <FormattedMessage {...m.payAmount} />
        </span>
        <Price amount={order.pay_amount} size="lg" />
      </p>
    </>
  );
}
