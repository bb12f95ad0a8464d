// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
  estimateAmount,
  firstStepQuantity,
  nextTierHint,
  shortOfMinimum,
  tierIndexFor,
  toItems,
  totalQuantity,
  withQuantity,
  unitPriceFor,
  type Quantities,
  type Tier,
} from './spec-quantities';

const anyNumber = fc.oneof(
  fc.double({ noNaN: false }),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0),
);
const stock = fc.integer({ min: 0, max: 100_000 });

/** Tiers as the server sends them: ascending min_qty starting at the MOQ, prices descending. */
const tiers = fc
  .uniqueArray(fc.integer({ min: 1, max: 5000 }), { minLength: 1, maxLength: 5 })
  .chain((mins) =>
    fc
      .array(fc.integer({ min: 1, max: 200_000 }), { minLength: mins.length, maxLength: mins.length })
      .map((cents) => {
        const sortedMins = [...mins].sort((a, b) => a - b);
        const sortedCents = [...cents].sort((a, b) => b - a);
        return sortedMins.map((min_qty, i): Tier => ({ min_qty, price: ((sortedCents[i] ?? 1) / 100).toFixed(2) }));
      }),
  );

describe('clampQuantity', () => {
  it('always gives a whole number between 0 and the stock', () => {
    fc.assert(
      fc.property(anyNumber, stock, (value, max) => {
        const q = clampQuantity(value, max);
        expect(Number.isInteger(q)).toBe(true);
        expect(q).toBeGreaterThanOrEqual(0);
        expect(q).toBeLessThanOrEqual(max);
      }),
    );
  });

  it('keeps a whole value already in range', () => {
    fc.assert(
      fc.property(stock.chain((max) => fc.tuple(fc.constant(max), fc.integer({ min: 0, max }))), ([max, value]) => {
        expect(clampQuantity(value, max)).toBe(value);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyNumber, stock, (value, max) => {
        const once = clampQuantity(value, max);
        expect(clampQuantity(once, max)).toBe(once);
      }),
    );
  });

  it('reads empty input and junk as 0, and caps at the stock', () => {
    expect(clampQuantity(null, 10)).toBe(0);
    expect(clampQuantity(Number.NaN, 10)).toBe(0);
    expect(clampQuantity(-3, 10)).toBe(0);
    expect(clampQuantity(12.9, 10)).toBe(10);
    expect(clampQuantity(7.9, 10)).toBe(7);
    expect(clampQuantity(5, 0)).toBe(0);
  });
});

describe('firstStepQuantity', () => {
  it('jumps to what the minimum order still needs, within the stock, and at least one', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.integer({ min: 1, max: 500 }), stock, (total, moq, max) => {
        const q = firstStepQuantity(total, moq, max);
        expect(q).toBe(clampQuantity(Math.max(1, moq - total), max));
        if (max > 0) expect(q).toBeGreaterThanOrEqual(1);
      }),
    );
    expect(firstStepQuantity(0, 12, 100)).toBe(12);
    expect(firstStepQuantity(8, 12, 100)).toBe(4);
    expect(firstStepQuantity(20, 12, 100)).toBe(1);
    expect(firstStepQuantity(0, 12, 5)).toBe(5);
  });
});

describe('withQuantity and the payload', () => {
  it('never holds a spec above its stock or at zero, and the total is the sum', () => {
    const ops = fc.array(fc.tuple(fc.integer({ min: 1, max: 6 }), anyNumber), { maxLength: 40 });
    fc.assert(
      fc.property(ops, fc.array(stock, { minLength: 6, maxLength: 6 }), (steps, stocks) => {
        let q: Quantities = {};
        for (const [spec, value] of steps) q = withQuantity(q, spec, value, stocks[spec - 1] ?? 0);
        const entries = Object.entries(q);
        for (const [spec, value] of entries) {
          expect(value).toBeGreaterThan(0);
          expect(value).toBeLessThanOrEqual(stocks[Number(spec) - 1] ?? 0);
        }
        expect(totalQuantity(q)).toBe(entries.reduce((s, [, v]) => s + v, 0));
        const items = toItems(q, [1, 2, 3, 4, 5, 6]);
        expect(items.map((i) => i.specs_id)).toEqual(entries.map(([k]) => Number(k)).sort((a, b) => a - b));
        expect(items.every((i) => i.quantity > 0)).toBe(true);
      }),
    );
  });

  it('says how far the chosen specs together are from the minimum order', () => {
    fc.assert(
      fc.property(fc.nat(300), fc.nat(300), fc.integer({ min: 1, max: 400 }), (a, b, moq) => {
        const q = withQuantity(withQuantity({}, 1, a, 1000), 2, b, 1000);
        expect(shortOfMinimum(totalQuantity(q), moq)).toBe(Math.max(0, moq - a - b));
      }),
    );
  });
});

describe('tiers', () => {
  it('picks the highest tier whose min_qty the total reaches', () => {
    fc.assert(
      fc.property(tiers, fc.nat(10_000), (ts, total) => {
        const i = tierIndexFor(ts, total);
        const reached = ts.filter((t) => t.min_qty <= total);
        if (reached.length === 0) expect(i).toBe(0);
        else expect(ts[i]).toEqual(reached.at(-1));
      }),
    );
  });

  it('never charges more per piece for a bigger total', () => {
    fc.assert(
      fc.property(tiers, fc.nat(10_000), fc.nat(10_000), (ts, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const unit = (n: number) => Number(ts[tierIndexFor(ts, n)]?.price);
        expect(unit(hi)).toBeLessThanOrEqual(unit(lo));
      }),
    );
  });

  it('hints the next tier: adding the hinted pieces reaches a cheaper tier', () => {
    fc.assert(
      fc.property(tiers, fc.nat(10_000), (ts, total) => {
        const hint = nextTierHint(ts, total);
        const higher = ts.slice(1).filter((t) => t.min_qty > total);
        if (higher.length === 0) {
          expect(hint).toBeNull();
          return;
        }
        expect(hint).not.toBeNull();
        expect(hint?.addQty).toBeGreaterThan(0);
        const after = ts[tierIndexFor(ts, total + (hint?.addQty ?? 0))];
        expect(after.price).toBe(hint?.price);
        expect(after.min_qty).toBe(total + (hint?.addQty ?? 0));
      }),
    );
  });

  it('estimates with the reached tier', () => {
    const ladder: Tier[] = [
      { min_qty: 12, price: '2.50' },
      { min_qty: 50, price: '2.30' },
      { min_qty: 200, price: '2.05' },
    ];
    expect(estimateAmount(ladder, 12)).toBe(30);
    expect(estimateAmount(ladder, 49)).toBe(122.5);
    expect(estimateAmount(ladder, 50)).toBe(115);
    expect(estimateAmount(ladder, 200)).toBe(410);
    // 10 more pieces on top of 45 in the cart reach the 50-piece tier.
    expect(estimateAmount(ladder, 10, 55)).toBe(23);
    expect(nextTierHint(ladder, 30)).toEqual({ addQty: 20, price: '2.30' });
    expect(nextTierHint(ladder, 200)).toBeNull();
  });

  it('prices at a running batch while it is cheaper and has the pieces, as the shop charges', () => {
    const ladder: Tier[] = [
      { min_qty: 12, price: '2.50' },
      { min_qty: 50, price: '2.30' },
      { min_qty: 200, price: '2.05' },
    ];
    const batch = { price: '2.10', left: 60 };
    expect(unitPriceFor(ladder, 12, batch)).toBe('2.10');
    expect(estimateAmount(ladder, 12, 12, batch)).toBe(25.2);
    // Past what the batch has left the tier prices the whole goods.
    expect(unitPriceFor(ladder, 61, batch)).toBe('2.30');
    // A tier already cheaper than the batch wins.
    expect(unitPriceFor(ladder, 200, { price: '2.10', left: 500 })).toBe('2.05');
    expect(unitPriceFor(ladder, 12, { price: '2.10', left: 0 })).toBe('2.50');
    expect(unitPriceFor([], 5, null)).toBeNull();
  });
});
