import { setupListeners } from '@reduxjs/toolkit/query';
import type { Persistor } from 'redux-persist';
import { isDemoMode } from '@/api/config';
import { clientTypeFor, inviteCodeFromPath, sharerCodeFromQuery } from '@/lib/device';
import { inviteUserStored, sharerUserCodeStored } from '@/state/session-slice';
import { clientDetected } from '@/state/sys-config-slice';
import { launchApp } from './launch';
import { startQaTools } from './qa/start-qa';
import { legacyRedirectTarget } from './site';
import { makeStore, type AppStore } from './store';

function rehydrated(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });
}

export type Booted = { store: AppStore; persistor: Persistor } | { redirected: true };

/**
 * Everything before the first render: legacy-host redirect, the 'hyfx' invite path, the sharer
 * code, the demo backend's worker (only without an API base, loaded as its own chunk), then launch.
 */
export async function bootstrap(win: Window = window): Promise<Booted> {
  const legacy = legacyRedirectTarget(win.location);
  if (legacy) {
    win.location.replace(legacy);
    return { redirected: true };
  }
  const { store, persistor } = makeStore();
  // Focus and reconnect refetch subscribed queries (badge counts, the open page's data).
  setupListeners(store.dispatch);
  await rehydrated(persistor);
  // A login or logout is written to storage at once, not on redux-persist's next tick, so a
  // reload right after logging in keeps the session.
  let heldToken = store.getState().session['ba-user-token'];
  store.subscribe(() => {
    const token = store.getState().session['ba-user-token'];
    if (token === heldToken) return;
    heldToken = token;
    void persistor.flush();
  });
  // QA mode (?qa=1): the recorder starts before anything else is dispatched.
  await startQaTools(store, win);

  const invite = inviteCodeFromPath(win.location.pathname);
  if (invite) {
    store.dispatch(inviteUserStored(invite));
    await persistor.flush();
    win.location.replace('/');
    return { redirected: true };
  }
  const sharer = sharerCodeFromQuery(win.location.search);
  if (sharer) store.dispatch(sharerUserCodeStored(sharer));
  store.dispatch(clientDetected(clientTypeFor(win.navigator.userAgent)));

  if (isDemoMode) {
    const { startDemoWorker } = await import('@mocks/browser');
    await startDemoWorker();
  }
  void store.dispatch(launchApp());
  return { store, persistor };
}
