import { whenEntryReported } from './when-entry-reported';

/** The events that show the shopper is already reaching past the first screen. */
const REACHING = ['scroll', 'pointerdown', 'keydown'] as const;

/** Whether this browser reports its largest paints (Chromium and Firefox do; Safari does not). */
function reportsLargestPaints(): boolean {
  return typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint');
}

/** The shopper has tapped or typed since the document loaded: the browser reports no largest paint after that. */
function hasInteracted(): boolean {
  return performance.getEntriesByType('first-input').length > 0;
}

/** A largest-paint entry for an <img> (its element is null once the node has left the document). */
const isPicture = (entry: PerformanceEntry) => (entry as PerformanceEntry & { element?: Element | null }).element instanceof HTMLImageElement;

/**
 * Resolves once a picture has been painted as the page's largest content so far (the browser's
 * largest-contentful-paint entries), or at `timeoutMs` at the latest. It resolves at once where
 * waiting would never end or could not help: a browser that does not report such paints, a tab
 * in the background (it paints nothing), a page the shopper came to after tapping or typing (a
 * later page of the visit). It also resolves as soon as the shopper scrolls, taps or types, since
 * the browser stops reporting largest paints then and the shopper wants what is below.
 *
 * What it is for (issue 12): on a phone's line, calls sent while the first screen's picture is on
 * its way share the line with it and hold it back; calls for what lies below the first screen can
 * wait for it.
 */
export function whenPicturePainted(timeoutMs: number): Promise<void> {
  if (!reportsLargestPaints() || document.visibilityState === 'hidden' || hasInteracted()) return Promise.resolve();
  return whenEntryReported({ type: 'largest-contentful-paint', matches: isPicture, timeoutMs, endOn: REACHING });
}
