/**
 * How long the shop's mark (index.html) may stand before the shopper is told the shop is slow to
 * open and offered a reload. A first visit on a slow phone line opens in 3–4 s (Lighthouse's slow
 * 4G, docs/perf.md); a request that stalls is never given up by the browser, and the mark would
 * otherwise stand there for good.
 */
export const SLOW_START_MS = 15_000;

/**
 * Calls `onSlow` with the names of the parts still on their way if they are not all in after `ms`.
 * Answers a function that calls the watch off (the first render is made).
 */
export function watchSlowStart(parts: Record<string, Promise<unknown>>, onSlow: (waitingFor: string[]) => void, ms = SLOW_START_MS): () => void {
  const waiting = new Set(Object.keys(parts));
  for (const [name, part] of Object.entries(parts)) {
    const settled = () => waiting.delete(name);
    part.then(settled, settled);
  }
  const timer = setTimeout(() => onSlow([...waiting]), ms);
  return () => clearTimeout(timer);
}
