import { useState, useSyncExternalStore } from 'react';
import { askToNotify } from '@/lib/system-notification';
import { readWatches, removeWatch, subscribeWatches, watchKey, type StockWatch, type WatchTarget } from '@/lib/stock-watches';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import { swMessages as m } from './stock-watch-messages';

export type NotificationState = 'unsupported' | 'default' | 'granted' | 'denied';

const permission = (): NotificationState =>
  typeof window !== 'undefined' && 'Notification' in window ? window.Notification.permission : 'unsupported';

/** Back in stock first (what the buyer came for), then the ones still waited for, then the gone. */
const ORDER: Record<StockWatch['state'], number> = { back: 0, watching: 1, gone: 2 };

/** The Me tab's stock watch list: the account's watches on this device, following every change. */
export function useStockWatchList() {
  const dispatch = useAppDispatch();
  const userId = useAppSelector((state) => state.session.user_info?.id ?? 0);
  const watches = useSyncExternalStore(subscribeWatches, () => readWatches(userId));
  const sorted = [...watches].sort((a, b) => ORDER[a.state] - ORDER[b.state]);
  const [notifications, setNotifications] = useState(permission);

  const remove = (target: WatchTarget) => {
    removeWatch(userId, target);
    dispatch(toastRequested({ text: { message: m.removeDone } }));
  };
  const clearDone = () => {
    for (const w of watches.filter((x) => x.state !== 'watching')) removeWatch(userId, w);
  };
  const allowNotifications = () => {
    askToNotify();
    // The browser answers later; the page reads the answer when it comes back into view.
    window.setTimeout(() => setNotifications(permission()), 1500);
  };

  return {
    watches: sorted,
    keyOf: watchKey,
    remove,
    doneCount: watches.filter((w) => w.state !== 'watching').length,
    clearDone,
    notifications,
    allowNotifications,
  };
}
