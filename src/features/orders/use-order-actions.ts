import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAgainOrderMutation, usePressOrderButtonMutation } from '@/api/order/endpoints';
import type { OrderAction, OrderButtonPress } from '@/api/types';
import { confirmDialog } from '@/components/dialogs';
import { links } from '@/lib/links';
import type { CatalogueMessage } from '@/lib/message-descriptors';
import { ROUTES } from '@/lib/routes';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import { orderMessages as m } from './order-messages';

/** The actions that open a sheet over the page instead of leaving it. */
export type OrderSheet = 'logistics' | 'change_address' | 'edit_remark';

/** What the shopper is asked before a press that cannot be taken back, and told after it. */
type PressWords = Record<'title' | 'body' | 'confirm' | 'back' | 'done', CatalogueMessage>;
const PRESS_WORDS: Record<OrderButtonPress, PressWords> = {
  cancel: { title: m.cancelTitle, body: m.cancelBody, confirm: m.actionCancel, back: m.cancelKeep, done: m.cancelDone },
  confirm_receipt: { title: m.receiptTitle, body: m.receiptBody, confirm: m.actionConfirmReceipt, back: m.receiptNotYet, done: m.receiptDone },
};

/**
 * What each order action does. Links leave for the page that serves them (pay, review,
 * after-sales, invoice); buy-again refills the cart and goes there; cancel and confirm receipt
 * ask first, then press the button call itself; the rest open a sheet. The server's button call
 * decides which actions exist, so nothing here re-derives the rules.
 */
export function useOrderActions(order: { id: number; order_sn: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [sheet, setSheet] = useState<OrderSheet | null>(null);
  const [againOrder, again] = useAgainOrderMutation();
  const [pressButton, press] = usePressOrderButtonMutation();
  const orderId = order.id;

  const confirmAndPress = useCallback(
    async (action: OrderButtonPress) => {
      const words = PRESS_WORDS[action];
      const confirmed = await confirmDialog({
        title: intl.formatMessage(words.title, { sn: order.order_sn }),
        content: intl.formatMessage(words.body),
        confirmText: intl.formatMessage(words.confirm),
        cancelText: intl.formatMessage(words.back),
      });
      if (!confirmed) return;
      // On success the call's tags refresh the card, the detail and the tab counts.
      await pressButton({ id: orderId, action }).unwrap();
      dispatch(toastRequested({ text: { message: words.done }, icon: 'success' }));
    },
    [dispatch, intl, order.order_sn, orderId, pressButton],
  );

  const run = useCallback(
    async (action: OrderAction) => {
      switch (action) {
        case 'pay':
        case 'upload_voucher':
          await navigate(links.pay(orderId));
          return;
        case 'view_voucher':
          await navigate(links.payStu(orderId));
          return;
        case 'appraise':
          await navigate(links.evaluateOrder(orderId));
          return;
        case 'after_sales':
          await navigate(links.refundEdit(orderId));
          return;
        case 'invoice':
          await navigate(links.invoiceApplication(orderId));
          return;
        case 'again': {
          const result = await againOrder({ order_id: orderId }).unwrap();
          dispatch(toastRequested({ text: { message: m.againDone, values: { count: result.cart_ids.length } }, icon: 'success' }));
          await navigate(ROUTES.cart);
          return;
        }
        case 'cancel':
        case 'confirm_receipt':
          await confirmAndPress(action);
          return;
        case 'logistics':
        case 'change_address':
        case 'edit_remark':
          setSheet(action);
          return;
      }
    },
    [againOrder, confirmAndPress, dispatch, navigate, orderId],
  );

  const perform = useCallback(
    (action: OrderAction) => {
      // A failed call was already shown by the baseQuery's dialog; nothing else to do here.
      run(action).catch(() => undefined);
    },
    [run],
  );

  /** The action whose call is under way, for its button's spinner. */
  const pending: OrderAction | null = again.isLoading ? 'again' : press.isLoading ? (press.originalArgs?.action ?? null) : null;

  return { perform, sheet, closeSheet: useCallback(() => setSheet(null), []), busy: pending !== null, pending };
}
