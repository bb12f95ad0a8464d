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

/**
 * The element-timing name of a page's first picture (LazyImage's `eager` one). The browser leaves
 * pictures that carry little data for their size out of its largest paints (Chromium's entropy
 * rule: the demo's drawn banners at a desktop's width, its goods pictures at any), but it reports
 * their element timing.
 */
export const FIRST_PICTURE_TIMING = 'first-picture';

/** A largest-paint entry for an <img> (its element is null once the node has left the document). */
const isLargestPicture = (entry: PerformanceEntry) =>
  entry.entryType === 'largest-contentful-paint' && (entry as PerformanceEntry & { element?: Element | null }).element instanceof HTMLImageElement;
/** The first picture's own paint, by its element timing. */
const isFirstPicture = (entry: PerformanceEntry) =>
  entry.entryType === 'element' && (entry as PerformanceEntry & { identifier?: string }).identifier === FIRST_PICTURE_TIMING;

/**
 * Resolves once a picture has been painted as the page's largest content so far (the browser's
 * largest-contentful-paint entries) or the page's first picture has been painted (its element
 * timing, FIRST_PICTURE_TIMING), or at `timeoutMs` at the latest. It resolves at once where
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
  return whenEntryReported({
    type: ['largest-contentful-paint', 'element'],
    matches: (entry) => isLargestPicture(entry) || isFirstPicture(entry),
    timeoutMs,
    endOn: REACHING,
  });
}
