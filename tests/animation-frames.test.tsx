import Toast from 'antd-mobile/es/components/toast';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '@/lib/antd-react19';

/**
 * tests/animation-frames.ts: a test that leaves an animation frame waiting on fake timers must not
 * stop every later animation in its jsdom (which test files share). The tests of each block run
 * in order: the first leaves the frame behind, the next meets what is left.
 */
// Kept as react-spring keeps it when it loads (fake timers replace only the global while on).
const requestFrame = window.requestAnimationFrame.bind(window);
const cancelFrame = window.cancelAnimationFrame.bind(window);

describe('animation frames after fake timers', () => {
  const leftBehind = vi.fn();

  it('run on the fake clock while fake timers are on', () => {
    vi.useFakeTimers();
    const now = vi.fn();
    requestFrame(now);
    requestFrame(leftBehind);
    vi.advanceTimersByTime(20);
    expect(now).toHaveBeenCalledTimes(1);
    cancelFrame(requestFrame(now));
    requestFrame(leftBehind);
    vi.useRealTimers();
  });

  it('the frame left on the fake clock runs once real timers are back, with no new frame asked for', async () => {
    await vi.waitFor(() => expect(leftBehind).toHaveBeenCalledTimes(2), { timeout: 1000 });
    const next = new Promise((resolve) => requestFrame(resolve));
    await expect(next).resolves.toBeTypeOf('number');
  });
});

describe('antd toasts after a toast under fake timers', () => {
  it('shows a toast under fake timers', () => {
    vi.useFakeTimers();
    act(() => {
      Toast.show({ content: 'First toast', duration: 0 });
    });
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(screen.getByText('First toast')).toBeInTheDocument();
    // Left open: the shared clean-up closes it on real timers, as after any test.
  });

  it('shows the next test’s toast', async () => {
    act(() => {
      Toast.show({ content: 'Second toast', duration: 0 });
    });
    expect(await screen.findByText('Second toast', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
