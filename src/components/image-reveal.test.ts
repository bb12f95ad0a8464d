import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMEOUTS } from '@/lib/constants';
import { requestReveal, resetImageReveal, wasRevealed } from './image-reveal';

describe('the lazy-image reveal queue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetImageReveal();
  });
  afterEach(() => {
    resetImageReveal();
    vi.useRealTimers();
  });

  it('lets pictures through at most once per throttle window', () => {
    const first = vi.fn();
    requestReveal({}, 'a.jpg', first);
    expect(first).toHaveBeenCalledTimes(1);

    const second = vi.fn();
    const third = vi.fn();
    requestReveal({}, 'b.jpg', second);
    requestReveal({}, 'c.jpg', third);
    expect(second).not.toHaveBeenCalled();
    vi.advanceTimersByTime(TIMEOUTS.lazyLoadThrottleMs - 1);
    expect(second).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(third).toHaveBeenCalledTimes(1);
  });

  it('skips a picture that left before its turn, and shows a seen picture at once', () => {
    requestReveal({}, 'a.jpg', vi.fn());
    const gone = vi.fn();
    const cancel = requestReveal({}, 'b.jpg', gone);
    cancel();
    vi.advanceTimersByTime(TIMEOUTS.lazyLoadThrottleMs);
    expect(gone).not.toHaveBeenCalled();
    expect(wasRevealed('b.jpg')).toBe(false);

    const again = vi.fn();
    requestReveal({}, 'a.jpg', again);
    expect(again).toHaveBeenCalledTimes(1);
  });
});
