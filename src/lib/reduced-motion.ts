import { useSyncExternalStore } from 'react';

/** The shopper's "reduce motion" setting (the system's accessibility switch). */
const QUERY = '(prefers-reduced-motion: reduce)';

/** The setting's media query, or null in a browser without matchMedia (it then reads as "no"). */
export function reducedMotionQuery(win: Window = window): MediaQueryList | null {
  return typeof win.matchMedia === 'function' ? win.matchMedia(QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = reducedMotionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the shopper asks for less motion, following the setting as it changes. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => reducedMotionQuery()?.matches ?? false,
    () => false,
  );
}
