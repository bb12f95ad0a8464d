import { useEffect, useRef } from 'react';
import { BackgroundPiece } from '@/components/background-piece';
import { OfflineBanner } from '@/components/offline-banner';
import {
  CART_QUEUE_STORAGE_KEY,
  cartQueueRestored,
  readQueuedChanges,
  selectQueuedCartChanges,
  storedQueue,
} from '@/state/cart-queue-slice';
import {
  deviceConnectionChanged,
  selectOfflineReason,
  selectStaleAnswers,
  staleSinceOn,
} from '@/state/connection-slice';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectUserCode } from '@/state/session-slice';
import { selectRoute } from '@/state/ui-slice';
import { browserStore } from '../spec-key-storage';

// Its own chunk (it carries the cart's endpoints): loaded only when queued changes can go. It is
// precached (vite.config.ts): it is first needed just as the connection comes back.
const loadCartQueueSender = () => import('@/features/cart/cart-queue-sender');

/**
 * The connection, said once (issue 16): follows the device's online and offline events into the
 * connection slice, shows the banner and the page's "possibly out of date" mark, keeps the cart's
 * waiting changes on the device, and sends them once the shop is reachable again.
 */
export function ConnectionHost() {
  const dispatch = useAppDispatch();
  const reason = useAppSelector(selectOfflineReason);
  const route = useAppSelector(selectRoute);
  const stale = staleSinceOn(useAppSelector(selectStaleAnswers), route) !== null;
  const account = useAppSelector(selectUserCode);
  const changes = useAppSelector(selectQueuedCartChanges);

  useEffect(() => {
    const follow = () => dispatch(deviceConnectionChanged({ online: navigator.onLine }));
    if (!navigator.onLine) follow();
    window.addEventListener('online', follow);
    window.addEventListener('offline', follow);
    return () => {
      window.removeEventListener('online', follow);
      window.removeEventListener('offline', follow);
    };
  }, [dispatch]);

  // The account's waiting changes come back from the device first; only then is the queue saved,
  // so a start never overwrites them with an empty list.
  const restoredFor = useRef<string | null>(null);
  useEffect(() => {
    const storage = browserStore();
    try {
      if (!account) {
        // Logged out: the changes were that account's; none stay on the device.
        if (restoredFor.current !== null) storage?.removeItem(CART_QUEUE_STORAGE_KEY);
        restoredFor.current = null;
      } else if (restoredFor.current !== account) {
        restoredFor.current = account;
        const saved = readQueuedChanges(storage?.getItem(CART_QUEUE_STORAGE_KEY) ?? null, account);
        if (saved.length > 0) dispatch(cartQueueRestored(saved));
      } else if (changes.length === 0) {
        storage?.removeItem(CART_QUEUE_STORAGE_KEY);
      } else {
        storage?.setItem(CART_QUEUE_STORAGE_KEY, storedQueue(account, changes));
      }
    } catch (error) {
      // Storage full or refused: the changes still wait in memory for this tab.
      console.warn('cart changes not kept on the device:', error);
    }
  }, [account, changes, dispatch]);

  return (
    <>
      <OfflineBanner reason={reason} stale={stale} />
      {!reason && account !== '' && changes.length > 0 && (
        <BackgroundPiece load={loadCartQueueSender} what="cart queue sender" />
      )}
    </>
  );
}
