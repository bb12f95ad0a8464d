import { startTransition, useEffect, useState } from 'react';

/**
 * The waterfall's pace (spec section 9: items are added every 200 ms): of `total` items, show
 * `step` more every `intervalMs` until all are shown. Off (`intervalMs` 0) shows all at once.
 */
export function useDrip(total: number, step: number, intervalMs: number): number {
  const [shown, setShown] = useState(() => (intervalMs > 0 ? Math.min(total, step) : total));
  const visible = intervalMs > 0 ? Math.min(shown, total) : total;

  useEffect(() => {
    if (intervalMs <= 0 || visible >= total) return;
    // A transition: React renders the new cards in slices with the page free in between, where a
    // timer's plain update renders them in one task (issue 12).
    const timer = setTimeout(() => startTransition(() => setShown(Math.min(total, visible + step))), intervalMs);
    return () => clearTimeout(timer);
  }, [intervalMs, step, total, visible]);

  return visible;
}
