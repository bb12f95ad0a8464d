import { TIMEOUTS } from '@/lib/constants';

/**
 * When lazy images get their src: an image that scrolls into view (or close to it) asks to be
 * revealed, and the queue lets them through at most once per lazy-load throttle (spec section 9:
 * 300 ms), so a fast fling through a long list starts no downloads for the pictures it flies past.
 * A picture shown once is shown at once when its card is mounted again (virtualized lists remount).
 */
const seen = new Set<string>();
const pending = new Map<object, () => void>();
let lastFlush = Number.NEGATIVE_INFINITY;
let timer: ReturnType<typeof setTimeout> | null = null;

function flush() {
  timer = null;
  lastFlush = Date.now();
  const callbacks = [...pending.values()];
  pending.clear();
  for (const reveal of callbacks) reveal();
}

function schedule() {
  if (timer !== null) return;
  const wait = lastFlush + TIMEOUTS.lazyLoadThrottleMs - Date.now();
  if (wait <= 0) flush();
  else timer = setTimeout(flush, wait);
}

export function wasRevealed(src: string): boolean {
  return seen.has(src);
}

/** Asks for `reveal` to run within the throttle; returns a cancel for an image that unmounts first. */
export function requestReveal(owner: object, src: string, reveal: () => void): () => void {
  const run = () => {
    seen.add(src);
    reveal();
  };
  if (seen.has(src)) {
    run();
    return () => undefined;
  }
  pending.set(owner, run);
  schedule();
  return () => {
    pending.delete(owner);
  };
}

type Callback = (visible: boolean) => void;
const watched = new Map<Element, Callback>();
let observer: IntersectionObserver | null = null;

function sharedObserver(): IntersectionObserver | null {
  if (typeof IntersectionObserver === 'undefined') return null;
  // Start loading a little before the picture enters the screen.
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) watched.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: '200px 0px' },
  );
  return observer;
}

/** One IntersectionObserver for every lazy image; returns the unwatch. */
export function watchVisibility(element: Element, callback: Callback): () => void {
  const io = sharedObserver();
  if (!io) {
    callback(true);
    return () => undefined;
  }
  watched.set(element, callback);
  io.observe(element);
  return () => {
    watched.delete(element);
    io.unobserve(element);
  };
}

/** For tests: forget what was shown and drop queued reveals. */
export function resetImageReveal(): void {
  seen.clear();
  pending.clear();
  if (timer !== null) clearTimeout(timer);
  timer = null;
  lastFlush = Number.NEGATIVE_INFINITY;
}
