/**
 * On a first visit the page loads its first chunks (the launch, the hosts, the demo's start, the
 * first page) before the shop's worker controls it, so the worker never sees them and only the
 * precached ones would be there offline. Once it controls the page, the page hands it the list of
 * the build files it loaded, and the worker keeps them like any it serves (Workbox's CACHE_URLS
 * message, answered through the same cache-first route). Asking again for a file it holds costs
 * nothing, so every page load does it.
 */

/** The build's own files (hashed, under /assets/) this page has loaded so far, once each. */
export function buildFilesLoaded(perf: Pick<Performance, 'getEntriesByType'>, origin: string): string[] {
  const files = perf
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.href);
  return [...new Set(files)];
}

type ControllerLike = Pick<ServiceWorker, 'postMessage'> | null;

/** Hands the list to the worker controlling the page, now or as soon as one does. */
export function handOverLoadedFiles(
  container: Pick<ServiceWorkerContainer, 'addEventListener'> & { readonly controller: ControllerLike },
  perf: Pick<Performance, 'getEntriesByType'>,
  origin: string,
): void {
  const handOver = () => {
    const urlsToCache = buildFilesLoaded(perf, origin);
    if (urlsToCache.length > 0) container.controller?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
  };
  if (container.controller) handOver();
  else container.addEventListener('controllerchange', handOver, { once: true });
}
