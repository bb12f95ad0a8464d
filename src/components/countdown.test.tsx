import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { Countdown, splitDuration } from './countdown';

describe('splitDuration', () => {
  it('splits into days, hours, minutes and seconds and never goes negative', () => {
    expect(splitDuration(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(splitDuration(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2025-01-01T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks every second and calls onEnd once at zero', async () => {
    const now = Math.floor(Date.now() / 1000);
    const onEnd = vi.fn();
    renderWithProviders(<Countdown to={now + 62} onEnd={onEnd} />);
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent('00:01:02');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(timer).toHaveTextContent('00:01:01');
    for (let second = 0; second < 61; second += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
    }
    expect(timer).toHaveTextContent('00:00:00');
    // In a task of its own, after the commit's other effects (the page's subscriptions).
    expect(onEnd).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(onEnd).toHaveBeenCalledTimes(1);
    for (let second = 0; second < 5; second += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
    }
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('shows days when more than one day is left', async () => {
    const now = Math.floor(Date.now() / 1000);
    renderWithProviders(<Countdown to={now + 2 * 86_400 + 3600} />);
    expect(await screen.findByRole('timer')).toHaveTextContent('2 days 01:00:00');
  });
});
