/**
 * The shop's service worker (built into /sw.js by scripts/vite/shop-worker.ts, which writes the
 * precache list in place of `self.__WB_MANIFEST`). Workbox, route by route:
 *
 * - precache (per release, revisioned): index.html, the entry and what it imports, the launch
 *   chunk, the tab pages' chunks, the default language's catalogue, the manifest and its icons;
 * - pages (navigations): the network first, so an online reload always gets the newest release;
 *   offline, or no answer within 4 s (one bar of signal), the precached index.html, so the app
 *   starts instead of the browser's error page;
 * - other build files the pages loaded (a goods page, a host): cache-first, at most 150;
 * - pictures: cache-first, at most 200, 30 days, dropped whole if the device runs out of room.
 *
 * Updates: a new release installs and waits. It takes over only when a page asks (the shopper
 * tapped "A new version is ready — reload"), never under a half-filled form in another tab.
 * In demo builds (src/service-worker/demo-shop-worker.ts) the demo backend's handlers are
 * added after these routes: Workbox answers the files, the demo answers the API's POSTs.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, PrecacheController, PrecacheFallbackPlugin, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { SHOP_WORKER, SHOP_WORKER_CACHES } from '@/lib/shop-worker';
import { isBuildAsset, isPicture, NOT_A_PAGE } from './route-rules';

// The few service-worker types used here (the project's TypeScript lib is the DOM's).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}
interface ShopWorkerScope {
  location: Location;
  registration: { active: { scriptURL: string } | null };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
const scope = self as unknown as ShopWorkerScope;

/** No answer for a page within this long counts as offline: the cached shell starts instead. */
const PAGE_TIMEOUT_S = 4;

/**
 * The release's files. An update precaches them as it installs, before it may take over. A first
 * install does not: it takes over at once and precaches when the page asks (FIRST_PRECACHE below,
 * sent once the app has rendered). Issue 12: a demo build's first visit waits for this worker to
 * control the page before its first call, and the precache (76 files) held those calls: at 4×
 * slowdown the first call left at 4.4–7.3 s, with the page idle (2.9–3.2 s without the wait). Until
 * a file is precached, its request goes to the network.
 */
const release = new PrecacheController({ fallbackToNetwork: true });
// Written as `self.__WB_MANIFEST` to the letter: the build puts the release's list in its place.
release.addToCacheList((self as unknown as { __WB_MANIFEST: (PrecacheEntry | string)[] }).__WB_MANIFEST);
registerRoute(new PrecacheRoute(release));
cleanupOutdatedCaches();

/** Precaches whatever of the release is not in the cache yet (nothing to do on a later visit). */
async function precacheMissing(event: ExtendableEvent): Promise<void> {
  const cache = await caches.open(release.strategy.cacheName);
  const held = new Set((await cache.keys()).map((request) => request.url));
  const wanted = [...release.getURLsToCacheKeys().values()];
  if (!wanted.some((key) => !held.has(key))) return;
  // Workbox's precache strategy only fills its cache for an event whose type is 'install' (any
  // other event it answers from the network, keeping nothing): the message's lifetime, so named.
  const asInstall = { type: 'install', waitUntil: (promise: Promise<unknown>) => event.waitUntil(promise) };
  await release.install(asInstall);
}

// A page's request leaves while the worker is still starting (a demo build's worker has the whole
// demo to load), instead of after.
enableNavigationPreload();

registerRoute(
  new NavigationRoute(new NetworkOnly({ networkTimeoutSeconds: PAGE_TIMEOUT_S, plugins: [new PrecacheFallbackPlugin({ fallbackURL: '/index.html', precacheController: release })] }), {
    denylist: NOT_A_PAGE,
  }),
);

registerRoute(
  ({ request, url }) => isBuildAsset({ url, destination: request.destination }, scope.location.origin),
  new CacheFirst({
    cacheName: SHOP_WORKER_CACHES.assets,
    // A hashed file is the same whatever asked for it. A server that varies on Origin (vite
    // preview does) would otherwise never match a module script's request (it carries Origin)
    // with the copy kept from the page's hand-over (it does not).
    matchOptions: { ignoreVary: true },
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 150, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ request, url }) => isPicture({ url, destination: request.destination }, scope.location.origin),
  new CacheFirst({
    cacheName: SHOP_WORKER_CACHES.pictures,
    plugins: [
      // A picture host without CORS answers opaquely (status 0): kept too, it is still the picture.
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

scope.addEventListener('install', (event) => {
  const active = scope.registration.active;
  // A first install: nothing to replace, so nothing to precache before taking over (see `release`).
  if (!active) return;
  // Replacing another worker of ours (the demo's former demo-sw.js) is no update of the shop's
  // release: take over at once, or that page would wait for a worker that never comes.
  if (new URL(active.scriptURL).pathname !== scope.location.pathname) void scope.skipWaiting();
  event.waitUntil(release.install(event));
});

// Once this release is the active one: the former release's precached files go.
scope.addEventListener('activate', (event) => {
  event.waitUntil(release.activate(event));
});

scope.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === SHOP_WORKER.skipWaitingMessage) event.waitUntil(scope.skipWaiting());
  if (data?.type === SHOP_WORKER.precacheMessage) event.waitUntil(precacheMissing(event));
});

// The first visit's page is taken over at once (the demo's calls wait for that); after an update,
// only once the shopper asked for it (skipWaiting above).
clientsClaim();
