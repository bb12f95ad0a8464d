import { useIntl } from 'react-intl';
import type { OrderDetail } from '@/api/types';
import { AmountBreakdown } from '@/components/amount-breakdown';
import { orderInfoMessages as m } from './order-info-messages';

/** Goods, discounts, shipping and the total, as the server computed them, one row each. */
export function OrderAmounts({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  return (
    <AmountBreakdown
      totalLabel={intl.formatMessage(m.payAmount)}
      amounts={{
        goods: order.goods_amount,
        pieces: order.total_qty,
        coupon: order.coupon_discount,
        couponTitle: order.coupon_title,
        membership: order.membership_discount,
        freight: order.freight,
        total: order.pay_amount,
      }}
    />
  );
}
