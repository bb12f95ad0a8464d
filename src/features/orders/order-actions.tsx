import { Button } from '@/components/button';
import { useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useOrderButtonQuery } from '@/api/order/endpoints';
import type { OrderAction, OrderStatus } from '@/api/types';
import { AddressSheet } from './address-sheet';
import { BottomSheet } from './bottom-sheet';
import { LogisticsSheet } from './logistics-sheet';
import { orderMessages } from './order-messages';
import { RemarkSheet } from './remark-sheet';
import { useOrderActions } from './use-order-actions';
import styles from './order-actions.module.css';

const LABELS: Record<OrderAction, MessageDescriptor> = {
  pay: orderMessages.actionPay,
  upload_voucher: orderMessages.actionUploadVoucher,
  view_voucher: orderMessages.actionViewVoucher,
  change_address: orderMessages.actionChangeAddress,
  edit_remark: orderMessages.actionEditRemark,
  after_sales: orderMessages.actionAfterSales,
  appraise: orderMessages.actionAppraise,
  again: orderMessages.actionAgain,
  invoice: orderMessages.actionInvoice,
  logistics: orderMessages.actionLogistics,
  cancel: orderMessages.actionCancel,
  confirm_receipt: orderMessages.actionConfirmReceipt,
};

/**
 * Left to right: quiet actions first, the one the shopper most likely came for last (right
 * thumb). With two on the row, an unpaid order shows cancel beside pay, a shipped one tracking
 * beside confirm receipt.
 */
const DISPLAY_ORDER: OrderAction[] = [
  'edit_remark',
  'change_address',
  'invoice',
  'view_voucher',
  'after_sales',
  'again',
  'logistics',
  'cancel',
  'upload_voucher',
  'appraise',
  'confirm_receipt',
  'pay',
];
const PRIMARY = new Set<OrderAction>(['pay', 'upload_voucher', 'appraise', 'confirm_receipt']);

/** Buttons that fit one row of a 375 px card beside 'More'; the quieter ones fold behind it. */
const ROW_MAX = 2;

/** Shipping has started once an order is shipped or later: no address change from then on. */
const BEFORE_SHIPPING = new Set<OrderStatus>(['pending_payment', 'paid']);

interface OrderActionsProps {
  order: { id: number; order_sn: string; status: OrderStatus };
  /** 'bar' lays the buttons out for the sticky bottom bar of the order detail. */
  variant?: 'card' | 'bar';
}

/** The buttons of one order, as the server's button call allows them now, and their sheets. */
export function OrderActions({ order, variant = 'card' }: OrderActionsProps) {
  const intl = useIntl();
  const { data, isLoading } = useOrderButtonQuery({ id: order.id });
  const { perform, sheet, closeSheet, busy, pending } = useOrderActions(order);
  const allowed = new Set(data?.actions ?? []);
  // The button call is the authority; this guard only keeps a stale answer from offering an
  // address change on an order that has already left the warehouse.
  if (!BEFORE_SHIPPING.has(order.status)) allowed.delete('change_address');
  const actions = DISPLAY_ORDER.filter((a) => allowed.has(a));
  // The most wanted actions sit last (right, under the thumb); the quiet ones fold first.
  const folded = actions.length > ROW_MAX ? actions.slice(0, actions.length - ROW_MAX) : [];
  const shown = actions.slice(folded.length);
  const [moreOpen, setMoreOpen] = useState(false);

  const rowClass = variant === 'bar' ? styles.bar : styles.row;
  const buttonSize = variant === 'bar' ? 'middle' : 'small';

  // Until the button call answers, an unseen button holds the row's height: every order has at
  // least one action (a cancelled one can be bought again), so the row is coming, and a card that
  // grew when it came would push every card under it down the list (a layout shift per card).
  if (isLoading) {
    return (
      <div className={rowClass} aria-hidden>
        <Button
          size={buttonSize}
          shape="rounded"
          tabIndex={-1}
          className={styles.pending}
        >
          <FormattedMessage {...LABELS.again} />
        </Button>
      </div>
    );
  }

  return (
    <>
      {actions.length > 0 && (
        <div
          role="group"
          aria-label={intl.formatMessage(orderMessages.actionsLabel, { sn: order.order_sn })}
          className={rowClass}
        >
          {folded.length > 0 && (
            <Button
              size={buttonSize}
              fill="none"
              className={styles.more}
              aria-haspopup="dialog"
              onClick={() => setMoreOpen(true)}
            >
              <FormattedMessage {...orderMessages.moreActions} />
            </Button>
          )}
          {shown.map((action) => (
            <Button
              key={action}
              size={buttonSize}
              shape="rounded"
              color={PRIMARY.has(action) ? 'primary' : 'default'}
              fill={PRIMARY.has(action) ? 'solid' : 'outline'}
              loading={action === pending}
              disabled={busy}
              onClick={() => perform(action)}
            >
              <FormattedMessage {...LABELS[action]} />
            </Button>
          ))}
        </div>
      )}
      {moreOpen && (
        <BottomSheet title={intl.formatMessage(orderMessages.moreActionsTitle, { sn: order.order_sn })} onClosed={() => setMoreOpen(false)}>
          {(close) => (
            <div className={styles.moreList}>
              {folded.map((action) => (
                <Button
                  key={action}
                  block
                  shape="rounded"
                  disabled={busy}
                  onClick={() => {
                    close();
                    perform(action);
                  }}
                >
                  <FormattedMessage {...LABELS[action]} />
                </Button>
              ))}
            </div>
          )}
        </BottomSheet>
      )}
      {sheet === 'logistics' && <LogisticsSheet orderId={order.id} onClose={closeSheet} />}
      {sheet === 'change_address' && <AddressSheet orderId={order.id} onClose={closeSheet} />}
      {sheet === 'edit_remark' && <RemarkSheet orderId={order.id} onClose={closeSheet} />}
    </>
  );
}
