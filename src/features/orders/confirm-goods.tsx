import { defineMessages, useIntl, type NoMessageValues, type MessageValue } from 'react-intl';
import type { PriceLine } from '@/api/types';
import { formatMoney } from '@/lib/money';
import styles from './confirm-order.module.css';

const messages = defineMessages<{
  readonly heading: NoMessageValues;
  readonly tier: { readonly count: number | bigint; readonly price: MessageValue };
  readonly spec: { readonly count: MessageValue; readonly spec: MessageValue };
  readonly nextTier: { readonly count: number | bigint; readonly price: MessageValue };
  readonly belowMoq: { readonly count: number | bigint; readonly min: MessageValue };
}>({
  heading: { id: 'checkout.goods_heading', defaultMessage: 'Items' },
  tier: { id: 'checkout.tier', defaultMessage: '{count, plural, one {# piece} other {# pieces}} at {price} each' },
  spec: { id: 'checkout.spec_quantity', defaultMessage: '{spec} × {count}' },
  nextTier: {
    id: 'checkout.next_tier',
    defaultMessage: '{count, plural, one {# more piece would bring the price to {price} each} other {# more pieces would bring the price to {price} each}}',
  },
  belowMoq: {
    id: 'checkout.below_moq',
    defaultMessage: '{count, plural, one {Below the minimum order of {min}: add # more piece in the cart} other {Below the minimum order of {min}: add # more pieces in the cart}}',
  },
});

/** Each goods at its tier: the quantity across its specs, the tier price, and its specs. */
export function ConfirmGoods({ lines }: { lines: PriceLine[] }) {
  const intl = useIntl();
  return (
    <section className={styles.card} aria-labelledby="checkout-goods">
      <h2 id="checkout-goods" className={styles.cardTitle}>
        {intl.formatMessage(messages.heading)}
      </h2>
      <ul className={styles.goodsList}>
        {lines.map((line) => (
          <li key={line.commodity_id} className={styles.goods}>
            <img src={line.image} alt="" width={72} height={72} className={styles.goodsImage} />
            <div className={styles.goodsBody}>
              <div className={styles.goodsHead}>
                <strong className={styles.goodsTitle}>{line.title}</strong>
                <strong className={styles.price}>{formatMoney(intl, line.amount)}</strong>
              </div>
              <span className={styles.muted}>
                {intl.formatMessage(messages.tier, { count: line.quantity, price: formatMoney(intl, line.tier_price) })}
              </span>
              <ul className={styles.specs}>
                {line.specs.map((s) => (
                  <li key={s.specs_id}>{intl.formatMessage(messages.spec, { spec: s.specs_title, count: s.quantity })}</li>
                ))}
              </ul>
              {line.below_min_order ? (
                <p className={styles.warning} role="alert">
                  {intl.formatMessage(messages.belowMoq, { count: line.min_order_qty - line.quantity, min: line.min_order_qty })}
                </p>
              ) : (
                line.next_tier && (
                  <p className={styles.hint}>
                    {intl.formatMessage(messages.nextTier, { count: line.next_tier.add_qty, price: formatMoney(intl, line.next_tier.price) })}
                  </p>
                )
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
