import { ongoingBatch } from '../data/marketing';
import { now } from '../lib/settings';
import { catalogue, type Goods, type Spec } from '../data/catalogue';

/** Test fixtures picked from the seeded catalogue (deterministic, so the same on every run). */
export function stockedSpec(minStock: number, pred: (g: Goods) => boolean = () => true, skip = 0): { goods: Goods; spec: Spec } {
  let skipped = 0;
  for (const goods of catalogue()) {
    if (!pred(goods)) continue;
    const spec = goods.specs.find((s) => s.stock >= minStock);
    if (!spec) continue;
    if (skipped < skip) {
      skipped += 1;
      continue;
    }
    return { goods, spec };
  }
  throw new Error('no goods matches');
}

/** A goods that has a sold-out spec and a low one (the first goods is made so on purpose). */
export function shortGoods(): { goods: Goods; soldOut: Spec; low: Spec } {
  const goods = catalogue().at(0);
  const soldOut = goods?.specs.at(0);
  const low = goods?.specs.at(1);
  if (!goods || !soldOut || !low) throw new Error('the first goods lost its short specs');
  return { goods, soldOut, low };
}

/** Moves the clock (Date only, so msw's own timers keep running) `seconds` ahead. */
export function passes(seconds: number): void {
  vi.setSystemTime(new Date(Date.now() + seconds * 1000));
}

export function fakeClock(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
}

/** Goods that no batch of the fake clock's day carries, so tier prices apply as they are. */
export function notInBatch(goods: Goods): boolean {
  return ongoingBatch(goods.id, now()) === null;
}
