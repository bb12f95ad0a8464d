import Toast from 'antd-mobile/es/components/toast';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '@/lib/antd-react19';

/**
 * tests/animation-frames.ts: a test that leaves an animation frame waiting on fake timers must not
 * stop every later animation in its jsdom (which test files share). The tests of each block run
 * in order, even in a shuffled run: the first leaves the frame behind, the next meets what is left.
 */
// Kept as react-spring keeps it when it loads (fake timers replace only the global while on).
const requestFrame = window.requestAnimationFrame.bind(window);
const cancelFrame = window.cancelAnimationFrame.bind(window);

describe('animation frames after fake timers', { shuffle: false }, () => {
  const leftBehind = vi.fn();

  it('a frame asked for under fake timers is left waiting when the test ends', () => {
    vi.useFakeTimers();
    requestFrame(leftBehind);
    // The test ends with fake timers on; the shared clean-up goes back to real ones (setup-dom.ts).
  });

  it('that frame runs on real timers, with no new frame asked for, and later frames run', async () => {
    await vi.waitFor(() => expect(leftBehind).toHaveBeenCalledTimes(1), { timeout: 1000 });
    const cancelled = vi.fn();
    cancelFrame(requestFrame(cancelled));
    await expect(new Promise((resolve) => requestFrame(resolve))).resolves.toBeTypeOf('number');
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('antd toasts after fake timers', { shuffle: false }, () => {
  it('shows a toast opened under fake timers once real timers are back', async () => {
    vi.useFakeTimers();
    act(() => {
      Toast.show({ content: 'First toast', duration: 0 });
    });
    vi.useRealTimers();
    expect(await screen.findByText('First toast', {}, { timeout: 3000 })).toBeInTheDocument();
    // Left open: the shared clean-up closes it, as after any test.
  });

  it('shows the next test’s toast', async () => {
    act(() => {
      Toast.show({ content: 'Second toast', duration: 0 });
    });
    expect(await screen.findByText('Second toast', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
