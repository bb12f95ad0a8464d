/**
 * On a first visit the page loads its first chunks (the launch, the hosts, the demo's start, the
 * first page) before the shop's worker controls it, so the worker never sees them and only the
 * precached ones would be there offline. Once it controls the page, the page hands it the list of
 * the build files it loaded, and the worker keeps them like any it serves (Workbox's CACHE_URLS
 * message, answered through the same cache-first route). Asking again for a file it holds costs
 * nothing, so every page load does it.
 */

/**
 * The build's own files (hashed, under /assets/) among `entries` that the worker did not fetch
 * itself (it keeps those on its own: `workerStart` is 0 for a request no worker handled), once each.
 */
export function buildFilesLoaded(entries: readonly PerformanceEntry[], origin: string): string[] {
  const files = entries
    .filter((entry) => ((entry as Partial<PerformanceResourceTiming>).workerStart ?? 0) === 0)
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.href);
  return [...new Set(files)];
}

type ControllerLike = Pick<ServiceWorker, 'postMessage'> | null;

/** Calls `listener` with the resource entries the page records from now on. */
export type ResourceWatch = (listener: (entries: readonly PerformanceEntry[]) => void) => void;

const watchResources: ResourceWatch = (listener) => {
  if (typeof PerformanceObserver === 'undefined') return;
  try {
    new PerformanceObserver((list) => listener(list.getEntries())).observe({ type: 'resource' });
  } catch {
    // No resource timing to watch: the first hand-over is all there is.
  }
};

/**
 * Hands the list to the worker controlling the page, now or as soon as one does, and then each
 * build file whose download ends later. A file that left before the worker took over and arrived
 * after the first list was made is in neither the list nor the worker's own fetches: the reminder
 * host, two seconds after the first paint, was missed that way on a busy machine, and was not
 * there offline. Each file goes once, and only one the worker did not fetch itself.
 */
export function handOverLoadedFiles(
  container: Pick<ServiceWorkerContainer, 'addEventListener'> & { readonly controller: ControllerLike },
  perf: Pick<Performance, 'getEntriesByType'>,
  origin: string,
  watch: ResourceWatch = watchResources,
): void {
  const handed = new Set<string>();
  const handOver = (files: readonly string[]) => {
    const fresh = files.filter((file) => !handed.has(file));
    if (!container.controller || fresh.length === 0) return;
    for (const file of fresh) handed.add(file);
    container.controller.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: fresh } });
  };
  // Watched from now on, so no download ends between the first list and the watch.
  watch((entries) => handOver(buildFilesLoaded(entries, origin)));
  const handOverAll = () => handOver(buildFilesLoaded(perf.getEntriesByType('resource'), origin));
  if (container.controller) handOverAll();
  else container.addEventListener('controllerchange', handOverAll, { once: true });
}
