// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { buildFilesLoaded, handOverLoadedFiles, type ResourceWatch } from './loaded-files';

const ORIGIN = 'https://shop.example';
type Loaded = string | PerformanceEntry;
const entries = (loaded: Loaded[]) => loaded.map((entry) => (typeof entry === 'string' ? ({ name: entry, workerStart: 0 } as Partial<PerformanceResourceTiming> as PerformanceEntry) : entry));
/** A file the worker fetched itself (and so keeps on its own). */
const viaWorker = (name: string) => ({ name, workerStart: 12.5 }) as Partial<PerformanceResourceTiming> as PerformanceEntry;
const perf = (loaded: Loaded[]) => ({ getEntriesByType: () => entries(loaded) });
/** A watch that reports nothing; `watched()` gives one whose reports the test makes. */
const noWatch: ResourceWatch = () => undefined;
function watched() {
  let report: (loaded: Loaded[]) => void = () => undefined;
  const watch: ResourceWatch = (listener) => {
    report = (loaded) => listener(entries(loaded));
  };
  return { watch, report: (loaded: Loaded[]) => report(loaded) };
}
const worker = () => ({ postMessage: vi.fn<(message: unknown) => void>() });
const cached = (spy: ReturnType<typeof worker>) => spy.postMessage.mock.calls.map(([message]) => (message as { payload: { urlsToCache: string[] } }).payload.urlsToCache);
const LOADED = perf([
  `${ORIGIN}/assets/launch-A1.js`,
  `${ORIGIN}/assets/reminder-host-B2.js`,
  `${ORIGIN}/assets/launch-A1.js`,
  `${ORIGIN}/favicon.svg`,
  'https://cdn.example.com/assets/goods-1.jpg',
  viaWorker(`${ORIGIN}/assets/home-page-D4.js`),
]);

describe('the files a first visit loaded before the worker controlled it', () => {
  it('are the build’s own files of our origin that the worker did not fetch itself, once each', () => {
    expect(buildFilesLoaded(LOADED.getEntriesByType(), ORIGIN)).toEqual([`${ORIGIN}/assets/launch-A1.js`, `${ORIGIN}/assets/reminder-host-B2.js`]);
  });

  it('go to the worker once it controls the page, as Workbox’s CACHE_URLS message', () => {
    const container = Object.assign(new EventTarget(), { controller: null as { postMessage: (message: unknown) => void } | null });
    handOverLoadedFiles(container, LOADED, ORIGIN, noWatch);
    const shopWorker = worker();
    container.controller = shopWorker;
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(shopWorker.postMessage).toHaveBeenCalledTimes(1);
    expect(shopWorker.postMessage).toHaveBeenCalledWith({
      type: 'CACHE_URLS',
      payload: { urlsToCache: [`${ORIGIN}/assets/launch-A1.js`, `${ORIGIN}/assets/reminder-host-B2.js`] },
    });
  });

  it('go at once to a worker already in control (a return visit)', () => {
    const shopWorker = worker();
    handOverLoadedFiles(Object.assign(new EventTarget(), { controller: shopWorker }), LOADED, ORIGIN, noWatch);
    expect(shopWorker.postMessage).toHaveBeenCalledTimes(1);
  });

  it('then go as each download ends, so one that left before the worker took over and ended after the list is kept too', () => {
    const container = Object.assign(new EventTarget(), { controller: null as { postMessage: (message: unknown) => void } | null });
    const { watch, report } = watched();
    handOverLoadedFiles(container, LOADED, ORIGIN, watch);
    // Before any worker controls the page there is no one to tell: the first list will have it.
    report([`${ORIGIN}/assets/launch-A1.js`]);
    const shopWorker = worker();
    container.controller = shopWorker;
    container.dispatchEvent(new Event('controllerchange'));
    // The reminder host's download ends after the list was made; a file already handed over is not sent again.
    // One the worker fetched itself it keeps on its own: not sent.
    report([`${ORIGIN}/assets/reminder-host-B2.js`, `${ORIGIN}/assets/late-C3.js`, `${ORIGIN}/favicon.svg`, viaWorker(`${ORIGIN}/assets/cart-E5.js`)]);
    report([`${ORIGIN}/assets/late-C3.js`]);
    expect(cached(shopWorker)).toEqual([[`${ORIGIN}/assets/launch-A1.js`, `${ORIGIN}/assets/reminder-host-B2.js`], [`${ORIGIN}/assets/late-C3.js`]]);
  });
});
