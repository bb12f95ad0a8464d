import { TIMEOUTS } from '@/lib/constants';

/**
 * When lazy images get their src: an image that scrolls into view (or close to it) asks to be
 * revealed, and the queue lets them through at most once per lazy-load throttle (spec section 9:
 * 300 ms), the first at once. A fast fling through a long list thus neither downloads nor paints
 * the pictures it flies past; cards a virtualized list mounts again go through the queue too
 * (measured: painting every remounted picture at once made the frames of a fast scroll 8× longer).
 */
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

/** Asks for `reveal` to run within the throttle; returns a cancel for an image that unmounts first. */
export function requestReveal(owner: object, reveal: () => void): () => void {
  pending.set(owner, reveal);
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

/**
 * For tests: drop queued reveals, start a fresh throttle window, and let the next watch make its
 * observer anew (a file may stand in its own IntersectionObserver for the test DOM's).
 */
export function resetImageReveal(): void {
  observer?.disconnect();
  observer = null;
  watched.clear();
  pending.clear();
  if (timer !== null) clearTimeout(timer);
  timer = null;
  lastFlush = Number.NEGATIVE_INFINITY;
}
