import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAgainOrderMutation } from '@/api/order';
import type { OrderAction } from '@/api/types';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import { orderMessages } from './order-messages';

/** The actions that open a sheet over the page instead of leaving it. */
export type OrderSheet = 'logistics' | 'change_address' | 'edit_remark';

/**
 * What each order action does. Links leave for the page that serves them (pay, review,
 * after-sales, invoice); buy-again refills the cart and goes there; the rest open a sheet.
 * The server's button call decides which actions exist, so nothing here re-derives the rules.
 */
export function useOrderActions(orderId: number) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [sheet, setSheet] = useState<OrderSheet | null>(null);
  const [againOrder, again] = useAgainOrderMutation();

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
          dispatch(
            toastRequested({ text: { message: orderMessages.againDone, values: { count: result.cart_ids.length } }, icon: 'success' }),
          );
          await navigate(ROUTES.cart);
          return;
        }
        case 'logistics':
        case 'change_address':
        case 'edit_remark':
          setSheet(action);
          return;
      }
    },
    [againOrder, dispatch, navigate, orderId],
  );

  const perform = useCallback(
    (action: OrderAction) => {
      // A failed call was already shown by the baseQuery's dialog; nothing else to do here.
      run(action).catch(() => undefined);
    },
    [run],
  );

  return { perform, sheet, closeSheet: useCallback(() => setSheet(null), []), busy: again.isLoading };
}
