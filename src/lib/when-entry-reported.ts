export interface EntryWait {
  /** The performance entry type or types to watch ('paint', 'largest-contentful-paint', 'element'). */
  type: string | readonly string[];
  /** Which reported entry ends the wait. */
  matches: (entry: PerformanceEntry) => boolean;
  /** The wait ends by then in any case (a hidden tab paints nothing, a browser may not report). */
  timeoutMs: number;
  /** Window events that also end the wait (the shopper reaching for the page). */
  endOn?: readonly string[];
}

/**
 * Resolves once the browser reports a performance entry that `matches` (buffered: one reported
 * before the call counts), after `timeoutMs`, or at the first of the `endOn` events, whichever
 * comes first; then stops watching. A browser that does not report `type` leaves it to the timer.
 */
export function whenEntryReported({ type, matches, timeoutMs, endOn = [] }: EntryWait): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      for (const event of endOn) window.removeEventListener(event, done, true);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    for (const event of endOn) window.addEventListener(event, done, { capture: true, passive: true });
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some(matches)) done();
      });
      // Only the types this browser reports: asking for another only earns a console warning.
      const supported = PerformanceObserver.supportedEntryTypes;
      for (const one of typeof type === 'string' ? [type] : type) {
        if (supported.includes(one)) observer.observe({ type: one, buffered: true });
      }
    } catch {
      // No PerformanceObserver, or not for this type (old browsers): the timer decides.
    }
  });
}
