import { afterEach, beforeEach, vi } from 'vitest';

/**
 * 04:00 at the shop (UTC+8) on a fixed day: after the day's last batch and before its first, so
 * every goods sells at its tier price. The demo backend opens batches at 10:00, 14:00 and 20:00
 * shop time, each with goods drawn by the day, so a test that writes down a goods' price failed
 * whenever that day's batch carried it (CI137, 12:11 UTC: the 20:00 batch carried a seed cart
 * goods, and the cart, checkout and pay page tests read its batch price).
 */
const OUTSIDE_BATCHES = new Date('2026-03-02T20:00:00Z');

/**
 * Every unit test starts at OUTSIDE_BATCHES (tests/setup.ts), whatever the wall clock says: the
 * demo's seed is built lazily, on the test's first call, so it is made on this clock too. The clock
 * still moves (a toast's timer, a countdown); only `Date` is faked, timers stay real. A test that
 * fakes timers itself starts from this moment; one that needs another moment sets it.
 */
export function startEachTestOutsideBatches(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(OUTSIDE_BATCHES);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
