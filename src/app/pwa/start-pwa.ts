import { registerShopWorker, SHOP_WORKER } from '@/lib/shop-worker';
import { installOffered, installOfferClosed, newVersionWaiting } from '@/state/pwa-slice';
import { selectRoute } from '@/state/ui-slice';
import type { AppStore } from '../store';
import { heldInstallPrompt, onInstallPromptChange } from './install-prompt';
import { pageViewCounter, readInstallAnswer, shouldOfferInstall } from './install-offer';
import { handOverLoadedFiles } from './loaded-files';
import { checkForNewVersions, watchForNewVersion } from './update-watch';

let registration: ServiceWorkerRegistration | null = null;

/** The shop's worker registration, once started (the update bar's reload needs its waiting worker). */
export function shopWorkerRegistration(): ServiceWorkerRegistration | null {
  return registration;
}

function storageOf(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

/**
 * The installable, offline shop (a production build, after the first paint; its own chunk):
 * registers the shop's service worker (in demo builds the demo's start registers the same one),
 * announces a new release when one waits, and offers the install once after a real visit.
 */
export async function startPwa(store: AppStore, win: Window = window): Promise<void> {
  watchInstallOffer(store, win);
  if (!('serviceWorker' in win.navigator)) return;
  const container = win.navigator.serviceWorker;
  registration = await registerShopWorker(container);
  handOverLoadedFiles(container, win.performance, win.location.origin);
  askForFirstPrecache(container);
  watchForNewVersion(registration, container, () => store.dispatch(newVersionWaiting()));
  checkForNewVersions(registration, win.document);
}

/**
 * A first install precaches the release only when a page asks (src/service-worker/shop-worker.ts),
 * so a first visit's calls need not wait for it: asked here, after the app's first render. A worker
 * that already has it all does nothing.
 */
function askForFirstPrecache(container: ServiceWorkerContainer): void {
  const ask = () => container.controller?.postMessage({ type: SHOP_WORKER.precacheMessage });
  if (container.controller) ask();
  else container.addEventListener('controllerchange', ask, { once: true });
}

/** Puts the install offer up once the browser holds a prompt and the shopper has seen a second page. */
function watchInstallOffer(store: AppStore, win: Window): void {
  if (readInstallAnswer(storageOf(win)) !== null) return;
  const countView = pageViewCounter();
  let pageViews = countView(selectRoute(store.getState()));
  let offered = false;
  const consider = () => {
    if (!shouldOfferInstall({ answer: readInstallAnswer(storageOf(win)), pageViews, promptHeld: heldInstallPrompt() !== null, alreadyOffered: offered })) return;
    offered = true;
    store.dispatch(installOffered());
  };
  store.subscribe(() => {
    pageViews = countView(selectRoute(store.getState()));
    consider();
  });
  onInstallPromptChange(() => {
    // Installed from the browser's own menu meanwhile: the offer has nothing left to offer.
    if (heldInstallPrompt() === null && store.getState().pwa.installOffer) store.dispatch(installOfferClosed());
    consider();
  });
}
