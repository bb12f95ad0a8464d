import { FormattedMessage, useIntl } from 'react-intl';
import { couponValueMessage, type CouponValueSource } from './coupon-value';

/**
 * A coupon's value for a stub of fixed width: the figure in an element of its own
 * (`figureClassName`: large, a line to itself), the words around it smaller, where the language
 * puts them. As one large phrase, "10,00 US$ de descuento" cut "descuento" at a 112 px stub's edge.
 */
export function CouponValueFace({ coupon, figureClassName }: { coupon: CouponValueSource; figureClassName: string }) {
  const intl = useIntl();
  const value = couponValueMessage(intl, coupon);
  const figure = <span className={figureClassName}>{value.figure}</span>;
  return value.kind === 'amount' ? (
    <FormattedMessage {...value.message} values={{ amount: figure }} />
  ) : (
    <FormattedMessage {...value.message} values={{ percent: figure }} />
  );
}
