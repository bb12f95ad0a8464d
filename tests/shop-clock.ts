import { afterEach, beforeEach, vi } from 'vitest';

/**
 * 04:00 at the shop (UTC+8) on a fixed day: after the day's last batch and before its first, so
 * every goods sells at its tier price. The demo backend opens batches at 10:00, 14:00 and 20:00
 * shop time, each with goods drawn by the day, so a test that writes down the seed cart's totals
 * failed whenever that day's batch carried one of its goods (CI137, 12:11 UTC: the 20:00 batch).
 */
export const OUTSIDE_BATCHES = new Date('2026-03-02T20:00:00Z');

/**
 * For a test file that writes down prices: the clock starts at OUTSIDE_BATCHES for each test and
 * still moves (a toast's timer, a countdown); only `Date` is faked, timers stay real.
 */
export function withShopClockOutsideBatches(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(OUTSIDE_BATCHES);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
