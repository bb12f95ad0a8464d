import { useEffect } from 'react';
import { BackgroundPiece } from '@/components/background-piece';
import { OfflineBanner } from '@/components/offline-banner';
import { cartQueueRestored, selectQueuedCartChanges, type QueuedCartChange } from '@/state/cart-queue-slice';
import {
  deviceConnectionChanged,
  selectOfflineReason,
  selectStaleAnswers,
  staleSinceOn,
} from '@/state/connection-slice';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectUserCode } from '@/state/session-slice';
import { selectRoute } from '@/state/ui-slice';
import { pageCartQueue } from '../cart-queue-keeper';

// Its own chunk (it carries the cart's endpoints): loaded only when queued changes can go. It is
// precached (vite.config.ts): it is first needed just as the connection comes back.
const loadCartQueueSender = () => import('@/features/cart/cart-queue-sender');

/**
 * The connection, said once (issue 16): follows the device's online and offline events into the
 * connection slice, shows the banner and the page's "possibly out of date" mark, keeps the cart's
 * waiting changes back from the device, and sends them once the shop is reachable again.
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

  // The account's waiting changes come back from the device when it signs in (or the app starts
  // signed in): those of this tab before a reload, and of any tab closed since; and those of a tab
  // open now, once it closes (cart-queue-keeper.ts). Writing them is the store's own
  // (app/listeners.ts), as they change.
  useEffect(() => {
    if (!account) return;
    let signedIn = true;
    const take = (changes: QueuedCartChange[]) => {
      if (signedIn) dispatch(cartQueueRestored(changes));
    };
    const keeper = pageCartQueue();
    void keeper.takeOver(account, take);
    const stopWatching = keeper.watch(() => account, take);
    return () => {
      signedIn = false;
      stopWatching();
    };
  }, [account, dispatch]);

  return (
    <>
      <OfflineBanner reason={reason} stale={stale} />
      {!reason && account !== '' && changes.length > 0 && (
        <BackgroundPiece load={loadCartQueueSender} what="cart queue sender" />
      )}
    </>
  );
}
