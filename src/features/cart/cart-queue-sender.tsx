import { useEffect, useRef, useState } from 'react';
import { defineMessages } from 'react-intl';
import { commodityApi } from '@/api/commodity/endpoints';
import type { ApiError } from '@/api/base-query';
import { gotNoAnswer } from '@/api/offline-reads';
import {
  cartChangeAnswered,
  cartChangeSending,
  cartChangeUnsent,
  selectCartSending,
  selectQueuedCartChanges,
  type CartSendOutcome,
  type QueuedCartChange,
} from '@/state/cart-queue-slice';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';

const messages = defineMessages({
  allSent: { id: 'cart.queue_all_sent', defaultMessage: 'Your cart changes were sent' },
});

/** A change that met no network waits this long before it is tried again (the device may say online and be wrong). */
export const RETRY_AFTER_MS = 15_000;

type Dispatch = ReturnType<typeof useAppDispatch>;

function send(dispatch: Dispatch, change: QueuedCartChange) {
  if (change.kind === 'quantity') {
    return dispatch(commodityApi.endpoints.shoppingCart.initiate({ ids: [change.lineId], quantity: change.quantity })).unwrap();
  }
  if (change.kind === 'remove') return dispatch(commodityApi.endpoints.delSpecsShoppingCart.initiate({ ids: change.lineIds })).unwrap();
  return dispatch(commodityApi.endpoints.shoppingCartAdd.initiate({ commodity_id: change.goodsId, items: change.items })).unwrap();
}

/** What the server's answer means for the change; null: no answer, it waits for the next try. */
function outcomeOf(error: unknown): CartSendOutcome | null {
  const kind = (error as Partial<ApiError> | null)?.kind;
  if (gotNoAnswer(error) || kind === 'abort') return null;
  return kind === 'out_of_stock' ? 'out_of_stock' : 'failed';
}

/**
 * Sends the cart changes made offline, one at a time and in order, once the shop is reachable
 * (the connection host mounts it only then). Each answer leaves the queue with its result, which
 * the cart shows; a refusal was also said by the baseQuery (the stock dialog leads to the cart).
 */
export default function CartQueueSender() {
  const dispatch = useAppDispatch();
  const changes = useAppSelector(selectQueuedCartChanges);
  const sending = useAppSelector(selectCartSending);
  const [waitUntil, setWaitUntil] = useState(0);
  const next = changes.at(0);
  // The change in flight, held outside React's state so a second run of the effect never sends it twice.
  const inFlight = useRef<string | null>(null);

  useEffect(() => {
    if (!next || sending !== null || inFlight.current === next.id) return;
    const delay = waitUntil - Date.now();
    if (delay > 0) {
      const timer = setTimeout(() => setWaitUntil(0), delay);
      return () => clearTimeout(timer);
    }
    const last = changes.length === 1;
    inFlight.current = next.id;
    dispatch(cartChangeSending(next.id));
    send(dispatch, next).then(
      () => {
        inFlight.current = null;
        dispatch(cartChangeAnswered({ id: next.id, outcome: 'sent' }));
        // The last one gone, said once, on whatever page the shopper is.
        if (last) dispatch(toastRequested({ text: { message: messages.allSent }, icon: 'success' }));
      },
      (error: unknown) => {
        const outcome = outcomeOf(error);
        inFlight.current = null;
        if (outcome) dispatch(cartChangeAnswered({ id: next.id, outcome }));
        else {
          dispatch(cartChangeUnsent(next.id));
          setWaitUntil(Date.now() + RETRY_AFTER_MS);
        }
      },
    );
    return undefined;
  }, [changes.length, dispatch, next, sending, waitUntil]);

  return null;
}
