import { whenIdle } from '@/lib/when-idle';

/** Idle time is no use while nothing is painted: a hidden tab never paints, so wait this long at most. */
const NO_PAINT_FALLBACK_MS = 3000;
/** Once painted, the work may wait this long for an idle moment (a busy page still gets it done). */
const IDLE_DEADLINE_MS = 500;

function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      observer?.disconnect();
      clearTimeout(fallback);
      resolve();
    };
    const fallback = setTimeout(done, NO_PAINT_FALLBACK_MS);
    let observer: PerformanceObserver | undefined;
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing (old browsers): the fallback timer decides.
    }
  });
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    whenIdle(resolve, { timeout: IDLE_DEADLINE_MS });
  });
}

/**
 * Resolves in the first idle moment after the first contentful paint: work the shopper does not
 * see (the device fingerprint, the demo backend's start) goes there, so the shell and skeletons
 * are drawn first. Idle moments come while the page waits for its chunks and data, which is when
 * this work costs the least.
 */
export async function afterFirstPaint(): Promise<void> {
  await firstContentfulPaint();
  await idle();
}
