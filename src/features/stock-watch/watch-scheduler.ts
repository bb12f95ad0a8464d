/**
 * When to ask the server about watched goods. No call pushes a restock, so the app asks
 * (commodityDetails, one call per goods covering all its watched specs), politely:
 *  - every watched goods once soon after the shop opens (and when it is watched anew, after a
 *    first pause: it was just read as sold out);
 *  - then less and less often while it stays sold out: the pause doubles after each check, from
 *    `firstPauseMs` up to `longestPauseMs` (a failed call backs off the same way);
 *  - only while the tab is visible: a hidden tab is not woken, and what fell due meanwhile is
 *    asked when the shopper comes back;
 *  - never more than `perMinute` calls in any minute: what is due beyond that waits its turn, and
 *    what is due together goes out together (one wake-up, not one timer per goods).
 * Pure scheduling: the clock, the timers, the visibility and the call are given.
 */

export interface SchedulerDeps {
  now: () => number;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  isVisible: () => boolean;
  /** Asks about one goods (and acts on the answer); a failure is backed off like a sold-out answer. */
  check: (goodsId: number) => Promise<unknown>;
}

export interface SchedulerOptions {
  perMinute: number;
  firstPauseMs: number;
  longestPauseMs: number;
}

export const WATCH_SCHEDULE: SchedulerOptions = {
  perMinute: 4,
  firstPauseMs: 60_000,
  longestPauseMs: 30 * 60_000,
};

const MINUTE = 60_000;

interface Slot {
  due: number;
  pause: number;
  running: boolean;
}

export class WatchScheduler {
  private readonly slots = new Map<number, Slot>();
  private readonly sent: number[] = [];
  private timer: unknown = null;
  private stopped = false;

  constructor(
    private readonly deps: SchedulerDeps,
    private readonly options: SchedulerOptions = WATCH_SCHEDULE,
  ) {}

  /**
   * The goods watched now. Goods new to the list are asked `soon` (the shop just opened), or
   * after a first pause (the buyer just saw them sold out); goods no longer watched are dropped.
   */
  setGoods(goodsIds: Iterable<number>, soon: boolean): void {
    const wanted = new Set(goodsIds);
    for (const id of this.slots.keys()) if (!wanted.has(id)) this.slots.delete(id);
    const now = this.deps.now();
    for (const id of wanted) {
      if (!this.slots.has(id)) this.slots.set(id, { due: soon ? now : now + this.options.firstPauseMs, pause: this.options.firstPauseMs, running: false });
    }
    this.wake();
  }

  /** The tab was shown or hidden. */
  visibilityChanged(): void {
    this.wake();
  }

  stop(): void {
    this.stopped = true;
    this.disarm();
  }

  /** When each goods is asked next (for tests and the list's "next check"). */
  dueTimes(): Map<number, number> {
    return new Map([...this.slots].map(([id, slot]) => [id, slot.due]));
  }

  private disarm(): void {
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = null;
  }

  /** Sends what is due within the minute's allowance, then sleeps until the next thing to do. */
  private wake(): void {
    this.disarm();
    if (this.stopped || !this.deps.isVisible()) return;
    const now = this.deps.now();
    while (this.sent.length > 0 && (this.sent[0] ?? 0) <= now - MINUTE) this.sent.shift();
    const due = [...this.slots]
      .filter(([, s]) => !s.running && s.due <= now)
      .sort(([, a], [, b]) => a.due - b.due)
      .slice(0, Math.max(0, this.options.perMinute - this.sent.length));
    for (const [id, slot] of due) this.send(id, slot);
    this.arm();
  }

  private send(goodsId: number, slot: Slot): void {
    slot.running = true;
    this.sent.push(this.deps.now());
    // Still sold out (a goods back in stock leaves the list), or no answer: ask again after a longer pause.
    const settled = () => {
      slot.running = false;
      slot.due = this.deps.now() + slot.pause;
      slot.pause = Math.min(this.options.longestPauseMs, slot.pause * 2);
      this.wake();
    };
    this.deps.check(goodsId).then(settled, settled);
  }

  private arm(): void {
    const waiting = [...this.slots.values()].filter((s) => !s.running);
    if (waiting.length === 0) return;
    const now = this.deps.now();
    const nextDue = Math.min(...waiting.map((s) => s.due));
    // A full minute's allowance frees up when its oldest call turns a minute old.
    const full = this.sent.length >= this.options.perMinute;
    const freed = full ? (this.sent[0] ?? now) + MINUTE : now;
    const at = Math.max(nextDue, freed);
    this.timer = this.deps.setTimer(() => {
      this.timer = null;
      this.wake();
    }, Math.max(0, at - now));
  }
}
