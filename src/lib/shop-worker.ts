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
  /** The page, once the app has rendered: precache the release if a first install has not yet. */
  precacheMessage: 'FIRST_PRECACHE',
} as const;

/** The caches the worker fills at run time (the precache is Workbox's own, per release). */
export const SHOP_WORKER_CACHES = {
  /** Hashed build files the shopper's pages loaded beyond the precache (pages seen, hosts). */
  assets: 'acc-plus-assets',
  /** Goods pictures and other pictures from the server or its picture hosts. */
  pictures: 'acc-plus-pictures',
} as const;

/**
 * Registers the shop's worker (the app's PWA start and, in demo builds, the demo's start both do,
 * at the same address). Registering fetches the script to look for a new release, which fails
 * offline: the registration already there, whose worker keeps serving, is the answer then.
 */
export async function registerShopWorker(
  container: Pick<ServiceWorkerContainer, 'register' | 'getRegistration'>,
  scriptUrl: string = SHOP_WORKER.url,
  type: WorkerType = 'classic',
): Promise<ServiceWorkerRegistration> {
  try {
    return await container.register(scriptUrl, { scope: SHOP_WORKER.scope, type, updateViaCache: 'none' });
  } catch (error) {
    const existing = await container.getRegistration(SHOP_WORKER.scope);
    if (existing?.active) return existing;
    throw error;
  }
}
