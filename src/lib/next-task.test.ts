import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

/** Lets every pending microtask run, and nothing queued as a task. */
async function microtasks(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves in a later task, not among the current task’s microtasks', async () => {
    let done = false;
    void nextTask().then(() => {
      done = true;
    });
    await microtasks();
    expect(done).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(true);
  });

  it('uses the browser’s scheduler.yield where there is one', async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await nextTask();
    expect(yielded).toHaveBeenCalledOnce();
  });
});
