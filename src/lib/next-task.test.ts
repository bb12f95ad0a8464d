import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask, oneTaskEach } from './next-task';

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

describe('oneTaskEach', () => {
  it('runs one step per task, in order, none in the caller’s task, and resolves with their results', async () => {
    const ran: string[] = [];
    const done = oneTaskEach([
      () => {
        ran.push('a');
        return 1;
      },
      () => {
        ran.push('b');
        return 2;
      },
    ]);
    await microtasks();
    expect(ran).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ran).toEqual(['a']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ran).toEqual(['a', 'b']);
    await expect(done).resolves.toEqual([1, 2]);
  });
});
