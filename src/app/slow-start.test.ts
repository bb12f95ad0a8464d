import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLOW_START_MS, watchSlowStart } from './slow-start';

const never = () => new Promise<never>(() => undefined);

describe('the watch on a slow start', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('names what is still on its way once the patience is up', async () => {
    const onSlow = vi.fn();
    watchSlowStart({ catalogue: Promise.resolve('fr'), page: never() }, onSlow);
    await vi.advanceTimersByTimeAsync(SLOW_START_MS - 1);
    expect(onSlow).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onSlow).toHaveBeenCalledExactlyOnceWith(['page']);
  });

  it('counts a part that failed as in (its own view says so)', async () => {
    const onSlow = vi.fn();
    watchSlowStart({ catalogue: Promise.reject(new Error('lost')), page: never() }, onSlow, 100);
    await vi.advanceTimersByTimeAsync(100);
    expect(onSlow).toHaveBeenCalledWith(['page']);
  });

  it('says nothing when the first render is made in time', async () => {
    const onSlow = vi.fn();
    const stop = watchSlowStart({ catalogue: never(), page: never() }, onSlow);
    await vi.advanceTimersByTimeAsync(SLOW_START_MS - 1000);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onSlow).not.toHaveBeenCalled();
  });
});
