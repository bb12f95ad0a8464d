import { ShippingIncluded } from '@/components/amount-breakdown';
import { Button } from '@/components/button';
import { FixedBar } from '@/components/fixed-bar';
import Checkbox from 'antd-mobile/es/components/checkbox';
import { defineMessages, useIntl, type NoMessageValues, type MessageValue } from 'react-intl';
import type { PriceCalculation } from '@/api/types';
import { formatMoney, toAmount } from '@/lib/money';
import type { CheckState } from './cart-math';
import styles from './cart-page.module.css';

const messages = defineMessages<{
  readonly all: NoMessageValues;
  readonly total: NoMessageValues;
  readonly belowMoq: NoMessageValues;
  readonly saved: { readonly amount: MessageValue };
  readonly pieces: { readonly count: number | bigint };
  readonly checkout: { readonly count: MessageValue };
  readonly remove: { readonly count: MessageValue };
}>({
  all: { id: 'cart.select_all', defaultMessage: 'All' },
  total: { id: 'cart.total', defaultMessage: 'Total' },
  belowMoq: { id: 'cart.checkout_below_moq', defaultMessage: 'Reach the minimum order of every item first' },
  saved: { id: 'cart.saved', defaultMessage: 'You save {amount}' },
  pieces: { id: 'cart.pieces', defaultMessage: '{count, plural, one {# piece} other {# pieces}}' },
  checkout: { id: 'cart.checkout', defaultMessage: 'Check out ({count})' },
  remove: { id: 'cart.remove_selected', defaultMessage: 'Remove ({count})' },
});

interface Props {
  allState: CheckState;
  onToggleAll: () => void;
  selectedCount: number;
  prices: PriceCalculation | undefined;
  managing: boolean;
  busy: boolean;
  /** Why checking out cannot happen now (offline, changes still waiting); the button says nothing else. */
  blockedReason?: string;
  onCheckout: () => void;
  onRemove: () => void;
}

/** The bar above the tab bar: select all, the selection's total, and check out (or remove while managing). */
export function CartSummaryBar({ allState, onToggleAll, selectedCount, prices, managing, busy, blockedReason, onCheckout, onRemove }: Props) {
  const intl = useIntl();
  const saved = prices ? toAmount(prices.coupon_discount) + toAmount(prices.membership_discount) : 0;
  const belowMoq = prices?.lines.some((l) => l.below_min_order) ?? false;
  // A selection's first prices are on their way: its totals show when they come, never a $0.00
  // first that the real, wider amount would push aside.
  const pricing = selectedCount > 0 && !prices;
  return (
    <FixedBar className={styles.bar}>
      <Checkbox checked={allState === 'checked'} indeterminate={allState === 'indeterminate'} onChange={onToggleAll}>
        {intl.formatMessage(messages.all)}
      </Checkbox>
      {managing ? (
        <Button color="danger" fill="outline" shape="rounded" disabled={selectedCount === 0 || busy} onClick={onRemove}>
          {intl.formatMessage(messages.remove, { count: selectedCount })}
        </Button>
      ) : (
        <>
          <div className={styles.totals} aria-live="polite">
            {!pricing && (
              <>
                <span className={styles.totalLabel}>{intl.formatMessage(messages.total)}</span>
                <strong className={styles.totalAmount}>{formatMoney(intl, prices?.total ?? 0)}</strong>
                {belowMoq && <span className={styles.totalWarning}>{intl.formatMessage(messages.belowMoq)}</span>}
              </>
            )}
            {blockedReason && (
              <span id="cart-checkout-blocked" className={styles.totalWarning}>
                {blockedReason}
              </span>
            )}
          </div>
          <Button
            color="primary"
            shape="rounded"
            className={styles.checkout}
            disabled={selectedCount === 0 || belowMoq || busy || !!blockedReason}
            aria-describedby={blockedReason ? 'cart-checkout-blocked' : undefined}
            onClick={onCheckout}
          >
            {intl.formatMessage(messages.checkout, { count: selectedCount })}
          </Button>
          {/* What the total is made of, on a line of its own under the row: beside the button it
              had the width of a word, and French took five lines. The line is there
              before the prices come, so the bar does not grow when they do. */}
          <div className={styles.totalSub} aria-live="polite">
            {!pricing && prices && <span>{intl.formatMessage(messages.pieces, { count: prices.total_qty })}</span>}
            {!pricing && saved > 0 && <span className={styles.saved}>{intl.formatMessage(messages.saved, { amount: formatMoney(intl, saved) })}</span>}
            {!pricing && prices && <ShippingIncluded freight={prices.freight} />}
          </div>
        </>
      )}
    </FixedBar>
  );
}
