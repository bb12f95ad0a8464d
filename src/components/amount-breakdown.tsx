import { defineMessages, useIntl, type NoMessageValues, type MessageValue } from 'react-intl';
import { formatDeduction, formatMoney, toAmount } from '@/lib/money';
import styles from './amount-breakdown.module.css';

const messages = defineMessages<{
  readonly member: NoMessageValues;
  readonly coupon: NoMessageValues;
  readonly shipping: NoMessageValues;
  readonly free: NoMessageValues;
  readonly goods: { readonly count: number | bigint };
  readonly memberLevel: { readonly level: MessageValue };
  readonly shippingIncluded: { readonly amount: MessageValue };
}>({
  member: { id: 'components.amounts_member', defaultMessage: 'Member discount' },
  coupon: { id: 'components.amounts_coupon', defaultMessage: 'Coupon' },
  shipping: { id: 'components.amounts_shipping', defaultMessage: 'Shipping' },
  free: { id: 'components.amounts_free', defaultMessage: 'Free' },
  goods: { id: 'components.amounts_goods', defaultMessage: '{count, plural, one {Items (# piece)} other {Items (# pieces)}}' },
  memberLevel: { id: 'components.amounts_member_level', defaultMessage: 'Member discount ({level})' },
  shippingIncluded: { id: 'components.amounts_shipping_included', defaultMessage: 'incl. shipping {amount}' },
});

/**
 * Under a bar's total ("Total $107.76"): the shipping it holds, which no goods line above shows, so
 * the total can be followed from the screen without the breakdown further down. Nothing when free.
 */
export function ShippingIncluded({ freight, className }: { freight: string; className?: string }) {
  const intl = useIntl();
  if (toAmount(freight) <= 0) return null;
  return <span className={className}>{intl.formatMessage(messages.shippingIncluded, { amount: formatMoney(intl, freight) })}</span>;
}

/** The server's amounts of a cart selection, a checkout or an order (money as '12.50'). */
export interface Amounts {
  goods: string;
  pieces: number;
  coupon: string;
  /** The coupon's own title, under its row. */
  couponTitle?: string | null;
  membership: string;
  /** The level's own name ('Gold'), the name the Me tab and the membership page give it. */
  levelName?: string | null;
  freight: string;
  total: string;
}

/**
 * Goods, each deduction, shipping and the total, one row each, so what the total holds is on
 * screen and the rows add up to it: goods − member discount − coupon + shipping = total. Shipping
 * always has its row ('Free' when nothing), a deduction only when there is one. Each row is a
 * group of its own (a div, as HTML allows in a dl) so its label and amount share a baseline in every
 * script, and the rule above the total is one line across both.
 */
export function AmountBreakdown({ amounts, totalLabel, className }: { amounts: Amounts; totalLabel: string; className?: string }) {
  const intl = useIntl();
  const freight = toAmount(amounts.freight);
  return (
    <dl className={className ? `${styles.rows} ${className}` : styles.rows}>
      <div className={styles.row}>
        <dt>{intl.formatMessage(messages.goods, { count: amounts.pieces })}</dt>
        <dd>{formatMoney(intl, amounts.goods)}</dd>
      </div>
      {toAmount(amounts.membership) > 0 && (
        <div className={styles.row}>
          <dt>{amounts.levelName ? intl.formatMessage(messages.memberLevel, { level: amounts.levelName }) : intl.formatMessage(messages.member)}</dt>
          <dd className={styles.deduction}>{formatDeduction(intl, amounts.membership)}</dd>
        </div>
      )}
      {toAmount(amounts.coupon) > 0 && (
        <div className={styles.row}>
          <dt>
            {intl.formatMessage(messages.coupon)}
            {amounts.couponTitle && <span className={styles.note}>{amounts.couponTitle}</span>}
          </dt>
          <dd className={styles.deduction}>{formatDeduction(intl, amounts.coupon)}</dd>
        </div>
      )}
      <div className={styles.row}>
        <dt>{intl.formatMessage(messages.shipping)}</dt>
        <dd>{freight > 0 ? formatMoney(intl, freight) : intl.formatMessage(messages.free)}</dd>
      </div>
      <div className={`${styles.row} ${styles.total}`}>
        <dt>{totalLabel}</dt>
        <dd>{formatMoney(intl, amounts.total)}</dd>
      </div>
    </dl>
  );
}
