import { onTestFinished, vi } from 'vitest';
import { TIMEOUTS } from '@/lib/constants';
import { FIRST_PICTURE_TIMING } from '@/lib/when-picture-painted';

interface Entry {
  entryType: 'largest-contentful-paint' | 'element';
  element?: Element | null;
  identifier?: string;
}
type Callback = (list: { getEntries: () => Entry[] }) => void;
const WATCHED = ['largest-contentful-paint', 'element'];

/**
 * A browser that reports its largest paints (the test DOM paints nothing): stands in a PerformanceObserver
 * whose 'largest-contentful-paint' entries the test reports with `paint(element)`, and whose 'element'
 * entry for the page's first picture (its element timing) with `paintFirstPicture()`. The test file
 * restores the browser's own with vi.unstubAllGlobals after each test.
 */
export function stubLargestPaints() {
  const observers = new Set<FakeObserver>();
  let observed = 0;
  /** What was painted so far, which an observer asking for buffered entries is told of. */
  const painted: Entry[] = [];
  class FakeObserver {
    static readonly supportedEntryTypes = ['element', 'largest-contentful-paint', 'paint', 'resource'];
    private readonly callback: Callback;
    private readonly types = new Set<string>();
    constructor(callback: Callback) {
      this.callback = callback;
    }
    observe(options: { type: string; buffered?: boolean }) {
      if (!WATCHED.includes(options.type)) return;
      if (this.types.size === 0) observed += 1;
      this.types.add(options.type);
      observers.add(this);
      // As a browser does: the entries so far, in a callback of their own.
      const earlier = painted.filter((entry) => entry.entryType === options.type);
      if (options.buffered && earlier.length > 0) queueMicrotask(() => earlier.forEach((entry) => this.report(entry)));
    }
    disconnect() {
      observers.delete(this);
    }
    report(entry: Entry) {
      if (this.types.has(entry.entryType)) this.callback({ getEntries: () => [entry] });
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  const reported = (entry: Entry) => {
    painted.push(entry);
    [...observers].forEach((observer) => observer.report(entry));
  };
  return {
    /** The browser paints `element` as the largest content so far. */
    paint: (element: Element | null) => reported({ entryType: 'largest-contentful-paint', element }),
    /** The browser paints the page's first picture, reported by its element timing (not as a largest paint). */
    paintFirstPicture: (identifier = FIRST_PICTURE_TIMING) => reported({ entryType: 'element', identifier }),
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
