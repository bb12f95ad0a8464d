import { whenEntryReported } from '@/lib/when-entry-reported';
import { whenIdle } from '@/lib/when-idle';

/** Idle time is no use while nothing is painted: a hidden tab never paints, so wait this long at most. */
const NO_PAINT_FALLBACK_MS = 3000;
/** Once painted, the work may wait this long for an idle moment (a busy page still gets it done). */
const IDLE_DEADLINE_MS = 500;

function firstContentfulPaint(): Promise<void> {
  return whenEntryReported({ type: 'paint', matches: (entry) => entry.name === 'first-contentful-paint', timeoutMs: NO_PAINT_FALLBACK_MS });
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
