import type { Persistor } from 'redux-persist';
import { isDemoMode } from '@/api/config';
import { holdRequests } from '@/api/request-gate';
import type { LoadedCatalogue } from '@/i18n/app-intl-provider';
import { loadAntdLocale, loadCatalogue } from '@/i18n/catalogues';
import { clientTypeFor, inviteCodeFromPath, sharerCodeFromQuery } from '@/lib/device';
import { nextTask } from '@/lib/next-task';
import { PICTURE_DRAFTS_FLAG } from '@/lib/picture-drafts-flag';
import { readStorage } from '@/lib/storage';
import { selectCurLang } from '@/state/lang-slice';
import { inviteUserStored, sharerUserCodeStored } from '@/state/session-slice';
import { appLoaded, clientDetected } from '@/state/sys-config-slice';
import { afterFirstPaint } from './after-first-paint';
import { ensureDeviceIdentity } from './device-identity';
import { followReducedMotion } from './follow-reduced-motion';
import { startQaTools } from './qa/start-qa';
import { preloadRoute } from './preload-route';
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

/**
 * The demo backend (demo mode only): a service worker with its own state, started once the shell
 * is painted; its page side is a small chunk. If it cannot start (no service workers in this
 * browser), the calls go on and fail visibly rather than wait for ever.
 */
async function startDemoBackend(win: Window): Promise<void> {
  await afterFirstPaint();
  try {
    const { startDemoWorker } = await import('@mocks/browser');
    await startDemoWorker(win);
  } catch (error) {
    console.error('the demo backend could not start', error);
  }
}

/** Pictures a closed tab left in a form's draft go after a day (picture-drafts.ts). */
async function sweepPictureDraftsAfterPaint(): Promise<void> {
  if (!readStorage(PICTURE_DRAFTS_FLAG)) return;
  await afterFirstPaint();
  const { sweepPictureDrafts } = await import('@/lib/picture-drafts');
  await sweepPictureDrafts();
}

async function watchKeyboardFocusAfterPaint(win: Window): Promise<void> {
  await afterFirstPaint();
  const [{ watchModalFocus }, { watchFocusClearance }] = await Promise.all([import('@/components/modal-focus'), import('@/components/focus-clearance')]);
  watchModalFocus(win.document);
  watchFocusClearance(win);
}

/**
 * The installable, offline shop (a production build; the dev server has no /sw.js): the shop's
 * service worker, the new-release bar and the install offer, its own chunk after the first paint.
 */
async function startPwaAfterPaint(store: AppStore, win: Window, appRendered: Promise<void>): Promise<void> {
  // After the app's own first render, not only the painted shell's: on a goods page at 4× its
  // chunk and worker registration (about 250 ms) came before the first render and delayed it.
  await appRendered;
  await afterFirstPaint();
  try {
    const { startPwa } = await import('./pwa/start-pwa');
    await startPwa(store, win);
  } catch (error) {
    console.error('the shop’s service worker could not start', error);
  }
}

/**
 * `catalogue`: the shopper's language, for the first render; `page`: the opened page's chunk. The
 * app renders once both are in, so index.html's painted shell stays until the shop's own first
 * frame, page included, replaces it (rendering before would blank the page while it loads).
 */
export type Booted =
  | {
      store: AppStore;
      persistor: Persistor;
      catalogue: Promise<LoadedCatalogue | null>;
      page: Promise<void>;
      /** main.tsx calls this once it has asked React for the first render. */
      appRendered: () => void;
    }
  | { redirected: true };

/**
 * Everything before the first render: legacy-host redirect, the 'hyfx' invite path, the sharer
 * code; then the device identity and the demo backend's worker (only without an API base, its
 * own chunk) are set going after the first paint, and launch starts.
 */
export async function bootstrap(win: Window = window): Promise<Booted> {
  const legacy = legacyRedirectTarget(win.location);
  if (legacy) {
    win.location.replace(legacy);
    return { redirected: true };
  }
  const { store, persistor } = makeStore();
  // The first page's chunk downloads while the app boots (it is not in the entry); the first
  // render waits for it, so the shell and the page render together (route-table.ts, lazyPage).
  const page = preloadRoute(win.location.pathname);
  await rehydrated(persistor);
  // So does the catalogue of the shopper's language (the English one is preloaded by index.html).
  const locale = selectCurLang(store.getState());
  const catalogue: Promise<LoadedCatalogue | null> = Promise.all([loadCatalogue(locale), loadAntdLocale(locale)]).then(
    ([messages, antd]) => ({ locale, messages, antd }),
    // The intl provider loads it again and shows the tap-to-reload view if it fails again.
    () => null,
  );
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

  // antd's springs follow the shopper's reduce-motion setting (its switch loads only if asked for).
  followReducedMotion(win);
  // Keyboard and screen-reader users stay in an open sheet or dialog, and a control reached from the
  // keyboard is scrolled out from under the bars: chunks of their own after the first paint (no
  // sheet is open before it, and one that is then open is found when it starts).
  void watchKeyboardFocusAfterPaint(win);
  void sweepPictureDraftsAfterPaint();
  // Nothing here waits for the network or for heavy work: the app renders at once (shell and
  // skeletons), and calls wait at the request gate for what they need. On a first visit that is
  // the fingerprint (spec section 7), computed after the first paint; in demo mode also the demo
  // backend's worker, started then too.
  holdRequests(store.dispatch(ensureDeviceIdentity()));
  if (isDemoMode) holdRequests(startDemoBackend(win));
  let appRendered: () => void = () => undefined;
  const rendered = new Promise<void>((resolve) => {
    appRendered = resolve;
  });
  if (import.meta.env.PROD) void startPwaAfterPaint(store, win, rendered);
  // Launch is a chunk of its own (with the API and RTK Query, which the entry does without),
  // fetched at once. Should it fail to load, the app is marked loaded all the same (spec section 1).
  // The chunk's evaluation (RTK Query's endpoints), the first page's calls and launch's own calls
  // run in tasks of their own: in one, they blocked the page for about 390 ms at a phone's speed
  // (issue 12). In a tab opened in the background, without scheduler.yield (Safari), the timers
  // may wait up to a second each; the tab is not being looked at then.
  void import('./launch')
    .then(async ({ launchApp, prefetchFirstScreen, followSessionAcrossTabs }) => {
      followSessionAcrossTabs(store, win);
      await nextTask();
      store.dispatch(prefetchFirstScreen(win.location.pathname, win.location.search));
      await nextTask();
      return store.dispatch(launchApp());
    })
    .catch((error: unknown) => {
      console.error('launch could not load', error);
      store.dispatch(appLoaded());
    });
  return { store, persistor, catalogue, page, appRendered };
}
