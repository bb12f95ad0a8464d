/** Chromium's `scheduler.yield()` (not yet in TypeScript's DOM types). */
interface YieldingScheduler {
  yield: () => Promise<void>;
}

function yieldingScheduler(): YieldingScheduler | null {
  const candidate = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  return typeof candidate?.yield === 'function' ? (candidate as YieldingScheduler) : null;
}

/**
 * Resolves in a task of its own, so that the work after it does not lengthen the task before it:
 * a phone's browser answers a tap only between tasks, and a task over 50 ms counts as blocking
 * (Lighthouse's TBT). `scheduler.yield()` where the browser has it (the rest of the work goes
 * ahead of tasks queued meanwhile), a timer elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = yieldingScheduler();
  if (scheduler) return scheduler.yield();
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

/**
 * Runs each step in a task of its own, in order, starting in the next task; resolves with what the
 * steps returned. For calls started together: a call's dispatch and `fetch` take 20–40 ms at a
 * phone's speed, so three in one task made one long task where three short ones block nothing.
 */
export async function oneTaskEach(steps: readonly (() => unknown)[]): Promise<unknown[]> {
  const results: unknown[] = [];
  for (const step of steps) {
    await nextTask();
    results.push(step());
  }
  return results;
}
