import { Button } from '@/components/button';
import Tag from 'antd-mobile/es/components/tag';
import CloseOutline from 'antd-mobile-icons/es/CloseOutline';
import { defineMessages, useIntl, type NoMessageValues, type MessageValue } from 'react-intl';
import { commodityApi, useShoppingCartMutation } from '@/api/commodity/endpoints';
import type { CartGroup } from '@/api/types';
import { cartResultDismissed, selectCartSendResults, selectQueuedCartChanges, type CartSendResult } from '@/state/cart-queue-slice';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import styles from './cart-queue-notes.module.css';

export const queueMessages = defineMessages<{
  readonly dismiss: NoMessageValues;
  readonly waitingTag: NoMessageValues;
  readonly waiting: { readonly count: number | bigint };
  readonly sent: { readonly line: MessageValue };
  readonly removed: { readonly line: MessageValue };
  readonly added: { readonly line: MessageValue };
  readonly shortNoStock: { readonly line: MessageValue };
  readonly short: { readonly line: MessageValue; readonly stock: MessageValue };
  readonly setTo: { readonly count: MessageValue };
  readonly failed: { readonly line: MessageValue };
}>({
  dismiss: { id: 'cart.queue_dismiss', defaultMessage: 'Dismiss' },
  waitingTag: { id: 'cart.queue_waiting_tag', defaultMessage: 'Waiting to send' },
  waiting: {
    id: 'cart.queue_waiting',
    defaultMessage:
      '{count, plural, one {# cart change is waiting to send. It goes when you are back online.} other {# cart changes are waiting to send. They go when you are back online.}}',
  },
  sent: { id: 'cart.queue_sent', defaultMessage: '{line}: quantity sent' },
  removed: { id: 'cart.queue_removed', defaultMessage: '{line}: removed' },
  added: { id: 'cart.queue_added', defaultMessage: '{line}: added to the cart' },
  shortNoStock: { id: 'cart.queue_short_none', defaultMessage: '{line}: sold out while you were offline' },
  short: { id: 'cart.queue_short', defaultMessage: '{line}: only {stock} left, your change was not made' },
  setTo: { id: 'cart.queue_set_to', defaultMessage: 'Set to {count}' },
  failed: { id: 'cart.queue_failed', defaultMessage: '{line}: not changed, the shop refused it' },
});

/** The stock left of a change's line, from the cart the server sent last. */
function stockOf(groups: CartGroup[], result: CartSendResult): number | null {
  if (result.change.kind !== 'quantity') return null;
  const lineId = result.change.lineId;
  const line = groups.flatMap((g) => g.lines).find((l) => l.id === lineId);
  return line ? line.stock : null;
}

/**
 * What happened to the cart changes made offline: how many still wait, and each one's result once
 * sent. A quantity the stock no longer covers offers the nearest fix: the stock that is left.
 */
export function CartQueueNotes({ groups }: { groups: CartGroup[] }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const waiting = useAppSelector(selectQueuedCartChanges).length;
  const results = useAppSelector(selectCartSendResults);
  const [updateCart] = useShoppingCartMutation();
  if (waiting === 0 && results.length === 0) return null;

  const fixTo = (result: CartSendResult, stock: number) => {
    if (result.change.kind !== 'quantity') return;
    void updateCart({ ids: [result.change.lineId], quantity: stock })
      .unwrap()
      .then(
        () => dispatch(cartResultDismissed(result.id)),
        () => dispatch(commodityApi.util.invalidateTags(['Cart'])),
      );
  };

  return (
    <ul className={styles.notes} aria-label={intl.formatMessage(queueMessages.waitingTag)}>
      {waiting > 0 && (
        <li className={styles.note}>
          <Tag color="warning" fill="outline">
            {intl.formatMessage(queueMessages.waitingTag)}
          </Tag>
          <span className={styles.text}>{intl.formatMessage(queueMessages.waiting, { count: waiting })}</span>
        </li>
      )}
      {results.map((result) => {
        const line = result.change.label;
        const stock = result.outcome === 'out_of_stock' ? stockOf(groups, result) : null;
        let text: string;
        if (result.outcome === 'sent') {
          const sent = { quantity: queueMessages.sent, remove: queueMessages.removed, add: queueMessages.added }[result.change.kind];
          text = intl.formatMessage(sent, { line });
        } else if (result.outcome === 'out_of_stock') {
          text = stock ? intl.formatMessage(queueMessages.short, { line, stock }) : intl.formatMessage(queueMessages.shortNoStock, { line });
        } else {
          text = intl.formatMessage(queueMessages.failed, { line });
        }
        return (
          <li key={result.id} className={styles.note} data-outcome={result.outcome}>
            <span className={styles.text}>{text}</span>
            {stock !== null && stock > 0 && (
              <Button size="mini" color="primary" fill="outline" onClick={() => fixTo(result, stock)}>
                {intl.formatMessage(queueMessages.setTo, { count: stock })}
              </Button>
            )}
            <button
              type="button"
              className={styles.close}
              aria-label={intl.formatMessage(queueMessages.dismiss)}
              onClick={() => dispatch(cartResultDismissed(result.id))}
            >
              <CloseOutline aria-hidden />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
