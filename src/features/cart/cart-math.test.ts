// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartGroup, CartLine } from '@/api/types';
import {
  allCheckState,
  applySelection,
  clampQuantity,
  groupCheckState,
  groupQuantity,
  lineProblem,
  nextTier,
  selectedIds,
  stepperBounds,
  tierFor,
  toggleTarget,
} from './cart-math';

const tiers = [
  { min_qty: 10, price: '5.00' },
  { min_qty: 50, price: '4.50' },
  { min_qty: 100, price: '4.00' },
];

function line(id: number, patch: Partial<CartLine> = {}): CartLine {
  return { id, commodity_id: 1, specs_id: id, specs_title: `S${id}`, image: '', quantity: 10, stock: 100, selected: false, problem: null, ...patch };
}
function group(lines: CartLine[], patch: Partial<CartGroup> = {}): CartGroup {
  return { commodity_id: 1, title: 'Ring', image: '', min_order_qty: 10, price_tiers: tiers, lines, ...patch };
}

describe('selection', () => {
  it('reads a goods as checked, indeterminate or unchecked from its orderable lines', () => {
    expect(groupCheckState(group([line(1, { selected: true }), line(2, { selected: true })]))).toBe('checked');
    expect(groupCheckState(group([line(1, { selected: true }), line(2)]))).toBe('indeterminate');
    expect(groupCheckState(group([line(1), line(2)]))).toBe('unchecked');
  });

  it('ignores lines that cannot be ordered', () => {
    const g = group([line(1, { selected: true }), line(2, { problem: 'off_shelf' }), line(3, { quantity: 20, stock: 5 })]);
    expect(groupCheckState(g)).toBe('checked');
    expect(selectedIds([g])).toEqual([1]);
  });

  it('selects a whole goods when some of it is selected, and clears it when all is', () => {
    expect(toggleTarget([line(1, { selected: true }), line(2), line(3, { problem: 'spec_removed' })])).toEqual({ ids: [1, 2], selected: true });
    expect(toggleTarget([line(1, { selected: true }), line(2, { selected: true })])).toEqual({ ids: [1, 2], selected: false });
  });

  it('reads everything as checked only when every orderable line of every goods is', () => {
    const a = group([line(1, { selected: true })]);
    const b = group([line(2, { selected: true }), line(3)], { commodity_id: 2 });
    expect(allCheckState([a, b])).toBe('indeterminate');
    expect(allCheckState(applySelection([a, b], [3], true))).toBe('checked');
  });

  it('toggling everything flips between all and nothing, whatever the start', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ selected: fc.boolean(), broken: fc.boolean() }), { minLength: 1, maxLength: 12 }), (specs) => {
        fc.pre(specs.some((s) => !s.broken));
        const groups = [group(specs.map((s, i) => line(i + 1, { selected: s.selected && !s.broken, problem: s.broken ? 'off_shelf' : null })))];
        const start = allCheckState(groups);
        const first = toggleTarget(groups.flatMap((g) => g.lines));
        const once = applySelection(groups, first.ids, first.selected);
        expect(allCheckState(once)).toBe(start === 'checked' ? 'unchecked' : 'checked');
        const second = toggleTarget(once.flatMap((g) => g.lines));
        const twice = applySelection(once, second.ids, second.selected);
        expect(allCheckState(twice)).toBe(start === 'checked' ? 'checked' : 'unchecked');
        expect(selectedIds(twice).length).toBe(start === 'checked' ? specs.filter((s) => !s.broken).length : 0);
      }),
    );
  });
});

describe('tiers', () => {
  it('finds the reached tier and the next one', () => {
    expect(tierFor(tiers, 49)?.price).toBe('5.00');
    expect(tierFor(tiers, 50)?.price).toBe('4.50');
    expect(nextTier(tiers, 42)).toEqual({ add_qty: 8, price: '4.50' });
    expect(nextTier(tiers, 100)).toBeNull();
  });

  it('judges a goods on its selected lines, or all of them while none is selected', () => {
    expect(groupQuantity(group([line(1, { quantity: 12, selected: true }), line(2, { quantity: 30 })]))).toBe(12);
    expect(groupQuantity(group([line(1, { quantity: 12 }), line(2, { quantity: 30 })]))).toBe(42);
  });

  it('never offers a next tier that is not cheaper-or-equal and further up', () => {
    fc.assert(
      fc.property(fc.nat(200), (qty) => {
        const next = nextTier(tiers, qty);
        if (next) {
          expect(next.add_qty).toBeGreaterThan(0);
          expect(tierFor(tiers, qty + next.add_qty)?.price).toBe(next.price);
        } else expect(qty).toBeGreaterThanOrEqual(100);
      }),
    );
  });
});

describe('stepper bounds', () => {
  it('stops a line at the stock', () => {
    expect(stepperBounds(group([line(1, { stock: 7, quantity: 5 })], { min_order_qty: 1 }), line(1, { stock: 7, quantity: 5 })).max).toBe(7);
  });

  it('keeps the goods at its minimum order quantity across specs', () => {
    const a = line(1, { quantity: 6 });
    const b = line(2, { quantity: 6 });
    expect(stepperBounds(group([a, b]), a).min).toBe(4);
  });

  it('lets a goods already under its minimum go down to 1', () => {
    const a = line(1, { quantity: 3 });
    expect(stepperBounds(group([a]), a).min).toBe(1);
  });

  it('always has min ≤ max and clamps into them', () => {
    fc.assert(
      fc.property(fc.nat(60), fc.nat(60), fc.nat(60), fc.integer({ min: 1, max: 50 }), fc.integer({ min: -10, max: 200 }), (q1, q2, stock, moq, want) => {
        const a = line(1, { quantity: Math.max(1, q1), stock });
        const b = line(2, { quantity: Math.max(1, q2) });
        const bounds = stepperBounds(group([a, b], { min_order_qty: moq }), a);
        expect(bounds.min).toBeGreaterThanOrEqual(1);
        expect(bounds.min).toBeLessThanOrEqual(bounds.max);
        const v = clampQuantity(want, bounds);
        expect(v).toBeGreaterThanOrEqual(bounds.min);
        expect(v).toBeLessThanOrEqual(bounds.max);
      }),
    );
  });
});

describe('lineProblem', () => {
  it('marks a quantity above the stock as out of stock even without a server flag', () => {
    expect(lineProblem(line(1, { quantity: 12, stock: 4 }))).toBe('out_of_stock');
    expect(lineProblem(line(1, { problem: 'off_shelf' }))).toBe('off_shelf');
    expect(lineProblem(line(1))).toBeNull();
  });
});
