// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { buildFilesLoaded, handOverLoadedFiles } from './loaded-files';

const ORIGIN = 'https://shop.example';
const perf = (names: string[]) => ({ getEntriesByType: () => names.map((name) => ({ name }) as PerformanceEntry) });
const LOADED = perf([
  `${ORIGIN}/assets/launch-A1.js`,
  `${ORIGIN}/assets/reminder-host-B2.js`,
  `${ORIGIN}/assets/launch-A1.js`,
  `${ORIGIN}/favicon.svg`,
  'https://cdn.example.com/assets/goods-1.jpg',
]);

describe('the files a first visit loaded before the worker controlled it', () => {
  it('are the build’s own files of our origin, once each', () => {
    expect(buildFilesLoaded(LOADED, ORIGIN)).toEqual([`${ORIGIN}/assets/launch-A1.js`, `${ORIGIN}/assets/reminder-host-B2.js`]);
  });

  it('go to the worker once it controls the page, as Workbox’s CACHE_URLS message', () => {
    const container = Object.assign(new EventTarget(), { controller: null as { postMessage: (message: unknown) => void } | null });
    handOverLoadedFiles(container, LOADED, ORIGIN);
    const worker = { postMessage: vi.fn<(message: unknown) => void>() };
    container.controller = worker;
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(worker.postMessage).toHaveBeenCalledTimes(1);
    expect(worker.postMessage).toHaveBeenCalledWith({
      type: 'CACHE_URLS',
      payload: { urlsToCache: [`${ORIGIN}/assets/launch-A1.js`, `${ORIGIN}/assets/reminder-host-B2.js`] },
    });
  });

  it('go at once to a worker already in control (a return visit)', () => {
    const worker = { postMessage: vi.fn<(message: unknown) => void>() };
    handOverLoadedFiles(Object.assign(new EventTarget(), { controller: worker }), LOADED, ORIGIN);
    expect(worker.postMessage).toHaveBeenCalledTimes(1);
  });
});
