export interface WhenIdleOptions {
  /** Runs by then even if the page never goes quiet (ms). */
  timeout: number;
  /** Where there is no requestIdleCallback (Safari): run after this long instead (ms). */
  fallback?: number;
}

/** Runs `task` in the page's next quiet moment; returns a function that calls it off. */
export function whenIdle(task: () => void, { timeout, fallback = 0 }: WhenIdleOptions): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, fallback);
  return () => clearTimeout(handle);
}
