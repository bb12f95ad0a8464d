import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMEOUTS } from '@/lib/constants';
import { requestReveal, resetImageReveal } from './image-reveal';

describe('the lazy-image reveal queue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetImageReveal();
  });
  afterEach(() => {
    resetImageReveal();
    vi.useRealTimers();
  });

  it('lets the first picture through at once, then the rest at most once per throttle window', () => {
    const first = vi.fn();
    requestReveal({}, first);
    expect(first).toHaveBeenCalledTimes(1);

    const second = vi.fn();
    const third = vi.fn();
    requestReveal({}, second);
    requestReveal({}, third);
    expect(second).not.toHaveBeenCalled();
    vi.advanceTimersByTime(TIMEOUTS.lazyLoadThrottleMs - 1);
    expect(second).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(third).toHaveBeenCalledTimes(1);

    // After a quiet spell the next picture is again let through at once.
    vi.advanceTimersByTime(TIMEOUTS.lazyLoadThrottleMs);
    const later = vi.fn();
    requestReveal({}, later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('skips a picture that left the screen before its turn', () => {
    requestReveal({}, vi.fn());
    const gone = vi.fn();
    const cancel = requestReveal({}, gone);
    cancel();
    vi.advanceTimersByTime(TIMEOUTS.lazyLoadThrottleMs);
    expect(gone).not.toHaveBeenCalled();
  });
});
