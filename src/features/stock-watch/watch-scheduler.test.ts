import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WATCH_SCHEDULE, WatchScheduler } from './watch-scheduler';

const MINUTE = 60_000;

function setUp(options: { fail?: boolean } = {}) {
  let visible = true;
  const calls: { id: number; at: number }[] = [];
  const check = vi.fn((id: number) => {
    calls.push({ id, at: Date.now() });
    return options.fail ? Promise.reject(new Error('offline')) : Promise.resolve();
  });
  const scheduler = new WatchScheduler({
    now: () => Date.now(),
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (t) => clearTimeout(t as ReturnType<typeof setTimeout>),
    isVisible: () => visible,
    check,
  });
  const show = (value: boolean) => {
    visible = value;
    scheduler.visibilityChanged();
  };
  const callsOf = (id: number) => calls.filter((c) => c.id === id).map((c) => c.at);
  return { scheduler, calls, check, show, callsOf };
}

/** The most calls seen in any 60 s window. */
function busiestMinute(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  for (let i = 0; i < sorted.length; i += 1) {
    const start = sorted[i] ?? 0;
    most = Math.max(most, sorted.filter((t) => t >= start && t < start + MINUTE).length);
  }
  return most;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-03-01T09:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('stock watch scheduler', () => {
  it('asks about each watched goods when the shop opens, in one go, then less and less often while it stays sold out', async () => {
    const t0 = Date.now();
    const { scheduler, calls, callsOf } = setUp();
    scheduler.setGoods([10001, 10002, 10003], true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.id)).toEqual([10001, 10002, 10003]);
    expect(new Set(calls.map((c) => c.at))).toEqual(new Set([t0]));

    await vi.advanceTimersByTimeAsync(3 * 60 * MINUTE);
    const pauses = callsOf(10001).map((at, i, all) => (i === 0 ? 0 : at - (all[i - 1] ?? 0)) / MINUTE);
    expect(pauses).toEqual([0, 1, 2, 4, 8, 16, 30, 30, 30, 30]);
    scheduler.stop();
  });

  it('never sends more than four calls in any minute: twelve goods due at opening are spread over three minutes', async () => {
    const { scheduler, calls } = setUp();
    const ids = Array.from({ length: 12 }, (_, i) => 20001 + i);
    scheduler.setGoods(ids, true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(calls).toHaveLength(8);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(calls).toHaveLength(12);
    expect(new Set(calls.map((c) => c.id)).size).toBe(12);
    await vi.advanceTimersByTimeAsync(2 * 60 * MINUTE);
    expect(busiestMinute(calls.map((c) => c.at))).toBeLessThanOrEqual(WATCH_SCHEDULE.perMinute);
    scheduler.stop();
  });

  it('whatever is watched and whenever, no minute holds more than four calls', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ at: fc.integer({ min: 0, max: 30 * MINUTE }), ids: fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 25 }), soon: fc.boolean() }), { maxLength: 6 }),
        async (changes) => {
          vi.setSystemTime(new Date('2025-03-01T09:00:00Z'));
          const { scheduler, calls } = setUp();
          let clock = 0;
          for (const change of [...changes].sort((a, b) => a.at - b.at)) {
            await vi.advanceTimersByTimeAsync(change.at - clock);
            clock = change.at;
            scheduler.setGoods(change.ids, change.soon);
          }
          await vi.advanceTimersByTimeAsync(60 * MINUTE);
          scheduler.stop();
          expect(busiestMinute(calls.map((c) => c.at))).toBeLessThanOrEqual(WATCH_SCHEDULE.perMinute);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('sleeps while the tab is hidden, and asks what fell due once it is shown again', async () => {
    const { scheduler, calls, show } = setUp();
    scheduler.setGoods([10001], true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    show(false);
    await vi.advanceTimersByTimeAsync(45 * MINUTE);
    expect(calls).toHaveLength(1);
    const back = Date.now();
    show(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.at)).toEqual([back - 45 * MINUTE, back]);
    scheduler.stop();
  });

  it('goods watched while the shop is open are first asked after a pause; goods no longer watched are not asked again', async () => {
    const { scheduler, calls, callsOf } = setUp();
    scheduler.setGoods([10001], true);
    await vi.advanceTimersByTimeAsync(0);
    const added = Date.now();
    scheduler.setGoods([10001, 10002], false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(callsOf(10002)).toEqual([]);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(callsOf(10002)).toEqual([added + WATCH_SCHEDULE.firstPauseMs]);
    scheduler.setGoods([10002], false);
    const before = callsOf(10001).length;
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(callsOf(10001)).toHaveLength(before);
    expect(calls.length).toBeGreaterThan(before + 1);
    scheduler.stop();
  });

  it('backs off after failed calls as well, and stops for good', async () => {
    const { scheduler, callsOf } = setUp({ fail: true });
    scheduler.setGoods([10001], true);
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(callsOf(10001)).toHaveLength(5); // 0, 1, 3, 7, 15 minutes
    scheduler.stop();
    await vi.advanceTimersByTimeAsync(120 * MINUTE);
    expect(callsOf(10001)).toHaveLength(5);
  });
});
