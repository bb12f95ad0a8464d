import { useCallback, useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { commodityApi, useDelSpecsShoppingCartMutation, useShoppingCartMutation } from '@/api/commodity/endpoints';
import { gotNoAnswer } from '@/api/offline-reads';
import type { CartGroup, CartLine, Id } from '@/api/types';
import { commonMessages } from '@/components/common-messages';
import { confirmDialog } from '@/components/dialogs';
import { cartChangeQueued } from '@/state/cart-queue-slice';
import { selectIsOffline } from '@/state/connection-slice';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { clampQuantity, stepperBounds } from './cart-math';

/** Taps on a stepper come in bursts; the server hears the quantity the shopper settled on. */
export const QUANTITY_COMMIT_DELAY_MS = 400;

const messages = defineMessages<{
  readonly deleteTitle: NoMessageValues;
  readonly deleteConfirm: NoMessageValues;
  readonly deleteBody: { readonly count: number | bigint };
}>({
  deleteTitle: { id: 'cart.delete_title', defaultMessage: 'Remove from cart?' },
  deleteConfirm: { id: 'cart.delete_confirm', defaultMessage: 'Remove' },
  deleteBody: {
    id: 'cart.delete_body',
    defaultMessage: '{count, plural, one {# item will be removed from your cart.} other {# items will be removed from your cart.}}',
  },
});

/** How a waiting change names its line in the cart's notes: the goods and the spec. */
export const lineLabel = (group: CartGroup, line: CartLine) => `${group.title} · ${line.specs_title}`;

/**
 * Changing one line's quantity: the stepper shows it at once, the server hears it after a pause.
 * Until the write is answered the line reads with the quantity chosen (`line`); the cached cart
 * list follows when the write starts (the endpoint's optimistic update, commodity/endpoints.ts).
 * Offline, or when the write gets no answer, the change waits on the device (issue 16) and the
 * cart shows it from the queue (cart-queue-overlay.ts).
 */
export function useLineQuantity(group: CartGroup, cached: CartLine, onWrite: () => () => void) {
  const dispatch = useAppDispatch();
  const offline = useAppSelector(selectIsOffline);
  const [updateCart] = useShoppingCartMutation();
  const [chosen, setChosen] = useState<number | null>(null);
  const line = chosen === null ? cached : { ...cached, quantity: chosen };
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Ends the cart's "write pending" mark for this line (checkout waits for it).
  const endWrite = useRef<(() => void) | null>(null);
  // The write the pause is holding back, until its timer sends it.
  const held = useRef<(() => void) | null>(null);
  // The quantity the server has not confirmed yet: held back, or sent and not answered.
  const unconfirmed = useRef<number | null>(null);
  const bounds = stepperBounds(group, line);
  const label = lineLabel(group, line);

  // The line hidden (another tab: Activity runs this cleanup) or gone (scrolled out of a long
  // cart, another page) during the pause: the quantity chosen is sent now. Dropping it left the
  // stepper showing a quantity the server never heard of.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      const send = held.current;
      if (send) send();
      else endWrite.current?.();
    },
    [],
  );

  // The phone switches to another app: what the pause holds goes now, while the page still runs.
  // The page goes away (a reload, the tab closed) before the server confirmed the quantity: it
  // waits on the device like an offline change (listeners.ts writes the queue within this
  // dispatch) and goes at the next start. Setting a quantity twice is harmless; losing it is not.
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState !== 'hidden') return;
      clearTimeout(timer.current);
      held.current?.();
    };
    const leaving = () => {
      const quantity = unconfirmed.current;
      if (quantity === null) return;
      clearTimeout(timer.current);
      unconfirmed.current = null;
      if (held.current) {
        held.current = null;
        endWrite.current?.();
        endWrite.current = null;
      }
      dispatch(cartChangeQueued({ kind: 'quantity', lineId: cached.id, quantity, label }));
    };
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', leaving);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', leaving);
    };
  }, [dispatch, cached.id, label]);

  const change = useCallback(
    (wanted: number) => {
      const quantity = clampQuantity(wanted, bounds);
      setChosen(quantity);
      clearTimeout(timer.current);
      endWrite.current ??= onWrite();
      const send = () => {
        held.current = null;
        const end = endWrite.current;
        endWrite.current = null;
        const wait = () => dispatch(cartChangeQueued({ kind: 'quantity', lineId: cached.id, quantity, label }));
        // The cache (or the queue, when the change waits) speaks again, unless the shopper has chosen anew meanwhile.
        const settled = () => {
          if (unconfirmed.current === quantity) unconfirmed.current = null;
          setChosen((current) => (current === quantity ? null : current));
          end?.();
        };
        if (offline) {
          wait();
          settled();
          return;
        }
        updateCart({ ids: [cached.id], quantity })
          .unwrap()
          // No answer: it waits to be sent. Refused (the baseQuery has said why): show the server's truth again.
          .catch((error: unknown) => (gotNoAnswer(error) ? wait() : dispatch(commodityApi.util.invalidateTags(['Cart']))))
          .finally(settled);
      };
      held.current = send;
      unconfirmed.current = quantity;
      timer.current = setTimeout(send, QUANTITY_COMMIT_DELAY_MS);
    },
    [bounds, dispatch, cached.id, label, offline, onWrite, updateCart],
  );

  return { line, bounds, change };
}

/** Deleting specs, after the shopper confirms; offline, the removal waits on the device. */
export function useDeleteLines(labelOf: (ids: Id[]) => string) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const offline = useAppSelector(selectIsOffline);
  const [deleteSpecs, state] = useDelSpecsShoppingCartMutation();
  const remove = useCallback(
    async (ids: Id[]): Promise<boolean> => {
      if (ids.length === 0) return false;
      const confirmed = await confirmDialog({
        title: intl.formatMessage(messages.deleteTitle),
        content: intl.formatMessage(messages.deleteBody, { count: ids.length }),
        confirmText: intl.formatMessage(messages.deleteConfirm),
        cancelText: intl.formatMessage(commonMessages.cancel),
      });
      if (!confirmed) return false;
      const wait = () => dispatch(cartChangeQueued({ kind: 'remove', lineIds: ids, label: labelOf(ids) }));
      if (offline) {
        wait();
        return true;
      }
      try {
        await deleteSpecs({ ids }).unwrap();
        return true;
      } catch (error) {
        if (!gotNoAnswer(error)) return false;
        wait();
        return true;
      }
    },
    [deleteSpecs, dispatch, intl, labelOf, offline],
  );
  return { remove, deleting: state.isLoading };
}
