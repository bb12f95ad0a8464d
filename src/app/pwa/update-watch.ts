import { SHOP_WORKER } from '@/lib/shop-worker';

/**
 * A new release of the shop, seen through its service worker: the browser installs it in the
 * background (at a page load, or when we ask it to look) and it waits. The page says so once and
 * swaps only when the shopper taps reload, so nothing is swapped under a half-filled form.
 * Written against the few members used, so it is tested in Node with stand-ins.
 */

type WorkerLike = Pick<ServiceWorker, 'state' | 'postMessage' | 'addEventListener'>;
export type RegistrationLike = Pick<ServiceWorkerRegistration, 'addEventListener' | 'update'> & {
  readonly waiting: WorkerLike | null;
  readonly installing: WorkerLike | null;
};
export type ContainerLike = Pick<ServiceWorkerContainer, 'addEventListener'> & { readonly controller: unknown };

/**
 * Calls `onWaiting` once when a new release is installed and waits behind the one running this
 * page: already waiting at the start, or installed while the page is open. A first install (no
 * worker controlled the page) is no new release and says nothing.
 */
export function watchForNewVersion(registration: RegistrationLike, container: ContainerLike, onWaiting: () => void): void {
  let said = false;
  const say = () => {
    if (said || container.controller === null || registration.waiting === null) return;
    said = true;
    onWaiting();
  };
  const follow = (worker: WorkerLike | null) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') say();
    });
  };
  say();
  follow(registration.installing);
  registration.addEventListener('updatefound', () => follow(registration.installing));
}

/**
 * The shopper tapped reload: the waiting release takes over, then the page reloads under it
 * (once it controls the page, so the reload is served by the new release). Without a waiting
 * worker (a replayed recording, another tab took it over first) it simply reloads.
 */
export function reloadIntoNewVersion(registration: Pick<RegistrationLike, 'waiting'> | null, container: ContainerLike, reload: () => void): void {
  const waiting = registration?.waiting ?? null;
  if (!waiting) {
    reload();
    return;
  }
  container.addEventListener('controllerchange', () => reload(), { once: true });
  waiting.postMessage({ type: SHOP_WORKER.skipWaitingMessage });
}

/** How often an open tab asks whether a new release is out (the browser itself asks only at page loads). */
export const UPDATE_CHECK_MS = 30 * 60_000;

/**
 * Asks the server for a new release every UPDATE_CHECK_MS, and when the tab comes back into view
 * after that long: a shop open all day at a fair learns of a deploy without a reload.
 */
export function checkForNewVersions(
  registration: Pick<RegistrationLike, 'update'>,
  doc: Pick<Document, 'addEventListener' | 'visibilityState'>,
  now: () => number = Date.now,
  every: (check: () => void, ms: number) => void = (check, ms) => setInterval(check, ms),
): void {
  let lastCheck = now();
  const check = () => {
    if (doc.visibilityState !== 'visible' || now() - lastCheck < UPDATE_CHECK_MS) return;
    lastCheck = now();
    registration.update().catch(() => undefined); // offline: the next check tries again
  };
  doc.addEventListener('visibilitychange', check);
  every(check, UPDATE_CHECK_MS);
}
