import { onTestFinished, vi } from 'vitest';
import { TIMEOUTS } from '@/lib/constants';

type Callback = (list: { getEntries: () => { element: Element | null }[] }) => void;

/**
 * A browser that reports its largest paints (the test DOM paints nothing): stands in a PerformanceObserver
 * whose 'largest-contentful-paint' entries the test reports with `paint(element)`. The test file
 * restores the browser's own with vi.unstubAllGlobals after each test.
 */
export function stubLargestPaints() {
  const observers = new Set<FakeObserver>();
  let observed = 0;
  /** What was painted so far, which an observer asking for buffered entries is told of. */
  const painted: (Element | null)[] = [];
  class FakeObserver {
    static readonly supportedEntryTypes = ['largest-contentful-paint', 'paint', 'resource'];
    private readonly callback: Callback;
    constructor(callback: Callback) {
      this.callback = callback;
    }
    observe(options: { type: string; buffered?: boolean }) {
      if (options.type !== 'largest-contentful-paint') return;
      observers.add(this);
      observed += 1;
      // As a browser does: the entries so far, in a callback of their own.
      if (options.buffered && painted.length > 0) queueMicrotask(() => painted.forEach((element) => this.report(element)));
    }
    disconnect() {
      observers.delete(this);
    }
    report(element: Element | null) {
      this.callback({ getEntries: () => [{ element }] });
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    /** The browser paints `element` as the largest content so far. */
    paint: (element: Element | null) => {
      painted.push(element);
      [...observers].forEach((observer) => observer.report(element));
    },
    /** How many observers still listen. */
    listening: () => observers.size,
    /** How many times anything began to watch for largest paints. */
    observed: () => observed,
  };
}

/**
 * Lengthens the wait for the first picture's paint (TIMEOUTS.firstPictureWaitMs) to a minute for
 * the running test, so that only a reported paint, or the shopper reaching past the first screen,
 * ends it within the test. Put back when the test ends.
 */
export function onlyAPaintEndsTheWait() {
  const limit = TIMEOUTS as { firstPictureWaitMs: number };
  const own = limit.firstPictureWaitMs;
  limit.firstPictureWaitMs = 60_000;
  onTestFinished(() => {
    limit.firstPictureWaitMs = own;
  });
}
