import { defineMessages, type IntlShape, type MessageValue } from 'react-intl';
import { formatMoney, formatPercent, toAmount } from '@/lib/money';

const messages = defineMessages<{
  readonly amountOff: { readonly amount: MessageValue };
  readonly percentOff: { readonly percent: MessageValue };
}>({
  amountOff: { id: 'components.coupon_amount_off', defaultMessage: '{amount} off' },
  percentOff: { id: 'components.coupon_percent_off', defaultMessage: '{percent} off' },
});

/** The parts of a coupon its value is told from (the API's Coupon has them). */
export interface CouponValueSource {
  /** amount: `value` off; discount: pay `value` × price ('0.90' = 10 % off). */
  type: 'amount' | 'discount';
  value: string;
}

/**
 * What a coupon takes off, written the same on every page that lists coupons ('$5.00 off',
 * '10% off', '10 % de remise'), through the one money and percent formatter.
 */
export function couponValueText(intl: IntlShape, coupon: CouponValueSource): string {
  const value = couponValueMessage(intl, coupon);
  return value.kind === 'amount'
    ? intl.formatMessage(value.message, { amount: value.figure })
    : intl.formatMessage(value.message, { percent: value.figure });
}

/**
 * The message couponValueText formats and its figure, for a view that sets the figure apart (a
 * coupon stub's big number over its smaller words, CouponValueFace): each language keeps its own
 * order ('减 US$10.00', '10,00 US$ de descuento').
 */
export function couponValueMessage(intl: IntlShape, coupon: CouponValueSource) {
  return coupon.type === 'amount'
    ? { kind: 'amount' as const, message: messages.amountOff, figure: formatMoney(intl, coupon.value) }
    : { kind: 'percent' as const, message: messages.percentOff, figure: formatPercent(intl.locale, 1 - toAmount(coupon.value)) };
}
