import { useCallback, useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { commodityApi, useDelSpecsShoppingCartMutation, useShoppingCartMutation } from '@/api/commodity/endpoints';
import type { CartGroup, CartLine, Id } from '@/api/types';
import { commonMessages } from '@/components/common-messages';
import { confirmDialog } from '@/components/dialogs';
import { useAppDispatch } from '@/state/hooks';
import { clampQuantity, stepperBounds } from './cart-math';

/** Taps on a stepper come in bursts; the server hears the quantity the shopper settled on. */
export const QUANTITY_COMMIT_DELAY_MS = 400;

const messages = defineMessages({
  deleteTitle: { id: 'cart.delete_title', defaultMessage: 'Remove from cart?' },
  deleteConfirm: { id: 'cart.delete_confirm', defaultMessage: 'Remove' },
});
const withValues = defineMessages<{ deleteBody: { count: number } }>({
  deleteBody: {
    id: 'cart.delete_body',
    defaultMessage: '{count, plural, one {# item will be removed from your cart.} other {# items will be removed from your cart.}}',
  },
});

/**
 * Changing one line's quantity: the stepper shows it at once, the server hears it after a pause.
 * Until the write is answered the line reads with the quantity chosen (`line`); the cached cart
 * list follows when the write starts (the endpoint's optimistic update, commodity/endpoints.ts).
 */
export function useLineQuantity(group: CartGroup, cached: CartLine, onWrite: () => () => void) {
  const dispatch = useAppDispatch();
  const [updateCart] = useShoppingCartMutation();
  const [chosen, setChosen] = useState<number | null>(null);
  const line = chosen === null ? cached : { ...cached, quantity: chosen };
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Ends the cart's "write pending" mark for this line (checkout waits for it).
  const endWrite = useRef<(() => void) | null>(null);
  const bounds = stepperBounds(group, line);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      endWrite.current?.();
    },
    [],
  );

  const change = useCallback(
    (wanted: number) => {
      const quantity = clampQuantity(wanted, bounds);
      setChosen(quantity);
      clearTimeout(timer.current);
      endWrite.current ??= onWrite();
      timer.current = setTimeout(() => {
        const end = endWrite.current;
        endWrite.current = null;
        updateCart({ ids: [cached.id], quantity })
          .unwrap()
          // The server refused (the baseQuery has said why): show its truth again.
          .catch(() => dispatch(commodityApi.util.invalidateTags(['Cart'])))
          .finally(() => {
            // The cache speaks again, unless the shopper has chosen anew meanwhile.
            setChosen((current) => (current === quantity ? null : current));
            end?.();
          });
      }, QUANTITY_COMMIT_DELAY_MS);
    },
    [bounds, dispatch, cached.id, onWrite, updateCart],
  );

  return { line, bounds, change };
}

/** Deleting specs, after the shopper confirms. */
export function useDeleteLines() {
  const intl = useIntl();
  const [deleteSpecs, state] = useDelSpecsShoppingCartMutation();
  const remove = useCallback(
    async (ids: Id[]): Promise<boolean> => {
      if (ids.length === 0) return false;
      const confirmed = await confirmDialog({
        title: intl.formatMessage(messages.deleteTitle),
        content: intl.formatMessage(withValues.deleteBody, { count: ids.length }),
        confirmText: intl.formatMessage(messages.deleteConfirm),
        cancelText: intl.formatMessage(commonMessages.cancel),
      });
      if (!confirmed) return false;
      try {
        await deleteSpecs({ ids }).unwrap();
        return true;
      } catch {
        return false;
      }
    },
    [deleteSpecs, intl],
  );
  return { remove, deleting: state.isLoading };
}
