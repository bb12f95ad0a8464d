/**
 * What the page and the shop's service worker (src/service-worker/, built into /sw.js by
 * scripts/vite/shop-worker.ts) agree on. One worker per scope: in demo builds the same worker
 * also carries the demo backend (mocks/demo-worker.ts), so the demo registers this address too.
 */
export const SHOP_WORKER = {
  /** At the site root, so its scope is the whole shop without a Service-Worker-Allowed header. */
  url: '/sw.js',
  scope: '/',
  /** The page asks a waiting new version to take over (the shopper tapped "Reload"). */
  skipWaitingMessage: 'SKIP_WAITING',
} as const;

/** The caches the worker fills at run time (the precache is Workbox's own, per release). */
export const SHOP_WORKER_CACHES = {
  /** Hashed build files the shopper's pages loaded beyond the precache (pages seen, hosts). */
  assets: 'acc-plus-assets',
  /** Goods pictures and other pictures from the server or its picture hosts. */
  pictures: 'acc-plus-pictures',
} as const;
