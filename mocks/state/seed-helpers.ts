import { catalogue, isSeededGoods, type Goods, type Spec } from '../data/catalogue';
import { setClockOffset } from '../lib/settings';

/** Runs `fn` with the demo clock set `secondsAgo` into the past, so the rules stamp history correctly. */
export function atPast(secondsAgo: number, fn: () => void): void {
  setClockOffset(-secondsAgo);
  try {
    fn();
  } finally {
    setClockOffset(0);
  }
}

/** The n-th goods (in catalogue order, from `from`) with a spec holding at least `need` pieces. */
export function stocked(need: number, from: number): { goods: Goods; spec: Spec } {
  // The seeded goods only, so the demo story is the same whatever the catalogue size (`?demoGoods=`).
  const list = catalogue().filter(isSeededGoods);
  for (let i = 0; i < list.length; i += 1) {
    const goods = list.at((from + i) % list.length);
    const spec = goods?.specs.find((s) => s.stock >= need + 20);
    if (goods && spec) return { goods, spec };
  }
  throw new Error('the catalogue has no stock');
}
