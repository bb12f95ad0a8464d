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
import { cleanupOutdatedCaches, precacheAndRoute, PrecacheFallbackPlugin, type PrecacheEntry } from 'workbox-precaching';
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
  addEventListener(type: 'install', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
const scope = self as unknown as ShopWorkerScope;

/** No answer for a page within this long counts as offline: the cached shell starts instead. */
const PAGE_TIMEOUT_S = 4;

// Written as `self.__WB_MANIFEST` to the letter: the build puts the release's list in its place.
precacheAndRoute((self as unknown as { __WB_MANIFEST: (PrecacheEntry | string)[] }).__WB_MANIFEST);
cleanupOutdatedCaches();

// A page's request leaves while the worker is still starting (a demo build's worker has the whole
// demo to load), instead of after.
enableNavigationPreload();

registerRoute(
  new NavigationRoute(new NetworkOnly({ networkTimeoutSeconds: PAGE_TIMEOUT_S, plugins: [new PrecacheFallbackPlugin({ fallbackURL: '/index.html' })] }), {
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

scope.addEventListener('install', () => {
  // Replacing another worker of ours (the demo's former demo-sw.js) is no update of the shop's
  // release: take over at once, or that page would wait for a worker that never comes.
  const active = scope.registration.active;
  if (active && new URL(active.scriptURL).pathname !== scope.location.pathname) void scope.skipWaiting();
});

scope.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === SHOP_WORKER.skipWaitingMessage) event.waitUntil(scope.skipWaiting());
});

// The first visit's page is taken over at once (the demo's calls wait for that); after an update,
// only once the shopper asked for it (skipWaiting above).
clientsClaim();
