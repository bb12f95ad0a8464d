import Checkbox from 'antd-mobile/es/components/checkbox';
import { defineMessages, useIntl, type NoMessageValues, type MessageValue } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CartGroup, CartLine, Id, PriceLine } from '@/api/types';
import { links } from '@/lib/links';
import { formatMoney } from '@/lib/money';
import { groupCheckState, groupQuantity, isOrderable, nextTier, tierFor } from './cart-math';
import { CartLineItem } from './cart-line-item';
import styles from './cart-page.module.css';

const messages = defineMessages<{
  readonly bestTier: NoMessageValues;
  readonly selectGoods: { readonly title: MessageValue };
  readonly tierPrice: { readonly count: number | bigint; readonly price: MessageValue };
  readonly nextTier: { readonly count: number | bigint; readonly price: MessageValue };
  readonly belowMoq: { readonly count: number | bigint; readonly min: MessageValue };
}>({
  bestTier: { id: 'cart.best_tier', defaultMessage: 'Best wholesale price reached' },
  selectGoods: { id: 'cart.select_goods', defaultMessage: 'Select all options of {title}' },
  tierPrice: {
    id: 'cart.tier_price',
    defaultMessage: '{count, plural, one {# piece} other {# pieces}} · {price} each',
  },
  nextTier: {
    id: 'cart.next_tier',
    defaultMessage: '{count, plural, one {Add # more piece for {price} each} other {Add # more pieces for {price} each}}',
  },
  belowMoq: {
    id: 'cart.below_moq',
    defaultMessage:
      '{count, plural, one {Minimum order {min} pieces: add # more to order this item} other {Minimum order {min} pieces: add # more to order this item}}',
  },
});

interface Props {
  group: CartGroup;
  /** The server's price of this goods when some of it is selected. */
  priced: PriceLine | undefined;
  onToggle: (lines: readonly CartLine[]) => void;
  onRemove: (ids: Id[]) => void;
  onWrite: () => () => void;
}

/**
 * One goods and its specs. The tier depends on the goods' total across specs, so the tier, the
 * next-tier hint and the minimum order are shown per goods: from the server's calculation when
 * the goods is selected, else worked out from its tiers so the shopper still sees what to aim for.
 */
export function CartGroupCard({ group, priced, onToggle, onRemove, onWrite }: Props) {
  const intl = useIntl();
  const state = groupCheckState(group);
  const quantity = priced?.quantity ?? groupQuantity(group);
  const tierPrice = priced?.tier_price ?? tierFor(group.price_tiers, quantity)?.price ?? '0';
  const next = priced ? priced.next_tier : nextTier(group.price_tiers, quantity);
  const shortOfMoq = Math.max(0, (priced?.min_order_qty ?? group.min_order_qty) - quantity);
  const hasOrderable = group.lines.some(isOrderable);

  return (
    <section className={styles.card} aria-label={group.title}>
      <header className={styles.groupHeader}>
        <Checkbox
          checked={state === 'checked'}
          indeterminate={state === 'indeterminate'}
          disabled={!hasOrderable}
          onChange={() => onToggle(group.lines)}
          aria-label={intl.formatMessage(messages.selectGoods, { title: group.title })}
        />
        <Link to={links.goodsInfo(group.commodity_id)} className={styles.goodsLink}>
          <img src={group.image} alt="" width={64} height={64} loading="lazy" className={styles.goodsImage} />
          <span className={styles.goodsTitle}>{group.title}</span>
        </Link>
      </header>
      <p className={styles.tierLine}>
        <span>{intl.formatMessage(messages.tierPrice, { count: quantity, price: formatMoney(intl, tierPrice) })}</span>
        {priced && <strong className={styles.groupAmount}>{formatMoney(intl, priced.amount)}</strong>}
      </p>
      {shortOfMoq > 0 ? (
        <p className={styles.warning} role="note">
          {intl.formatMessage(messages.belowMoq, { count: shortOfMoq, min: group.min_order_qty })}
        </p>
      ) : (
        <p className={next ? styles.hint : styles.best} role="note">
          {next
            ? intl.formatMessage(messages.nextTier, { count: next.add_qty, price: formatMoney(intl, next.price) })
            : intl.formatMessage(messages.bestTier)}
        </p>
      )}
      <ul className={styles.lines} aria-label={group.title}>
        {group.lines.map((line) => (
          <CartLineItem key={line.id} group={group} line={line} onToggle={onToggle} onRemove={onRemove} onWrite={onWrite} />
        ))}
      </ul>
    </section>
  );
}
