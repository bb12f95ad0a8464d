// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from '@/lib/validation';
import { normalizeAmount, refundCap, refundCapFromOrder } from './refund-cap';

describe('refundCap', () => {
  it('gives the whole cap for whole lines', () => {
    expect(refundCap('95.00', [{ price: '10.00', quantity: 10, claimed: 10 }])).toBe('95.00');
  });

  it('gives a part of a line its share by value, rounded down to the cent', () => {
    // 3 of 7 pieces of a line capped at 10.00 → 4.2857… → 4.28
    expect(refundCap('10.00', [{ price: '2.00', quantity: 7, claimed: 3 }])).toBe('4.28');
  });

  it('weighs lines by their value', () => {
    const cap = refundCap('30.00', [
      { price: '10.00', quantity: 2, claimed: 2 },
      { price: '5.00', quantity: 2, claimed: 0 },
    ]);
    expect(cap).toBe('20.00');
  });

  it('never exceeds the server cap, whatever is claimed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.record({ unit: fc.integer({ min: 1, max: 100_000 }), quantity: fc.integer({ min: 1, max: 500 }), part: fc.double({ min: 0, max: 1, noNaN: true }) }), { minLength: 1, maxLength: 6 }),
        (maxCents, raw) => {
          const lines = raw.map((l) => ({ price: (l.unit / 100).toFixed(2), quantity: l.quantity, claimed: Math.round(l.part * l.quantity) }));
          const cap = toCents(refundCap((maxCents / 100).toFixed(2), lines)) ?? -1;
          expect(cap).toBeGreaterThanOrEqual(0);
          expect(cap).toBeLessThanOrEqual(maxCents);
        },
      ),
    );
  });
});

describe('normalizeAmount', () => {
  it.each([
    ['12.5', '12.50'],
    ['7', '7.00'],
    ['.5', '0.50'],
    [' 3.25 ', '3.25'],
  ])('%s → %s', (input, output) => {
    expect(normalizeAmount(input)).toBe(output);
  });
});

describe('refundCapFromOrder', () => {
  const order = { goods_amount: '200.00', coupon_discount: '10.00', membership_discount: '10.00' };

  it('gives the claimed pieces their share of what was paid for goods', () => {
    // 50.00 of 200.00 claimed; 180.00 paid for goods → 45.00
    expect(refundCapFromOrder(order, [{ price: '5.00', quantity: 20, claimed: 10 }])).toBe('45.00');
  });

  it('is nothing when nothing was paid for goods', () => {
    expect(refundCapFromOrder({ goods_amount: '0.00', coupon_discount: '0.00', membership_discount: '0.00' }, [{ price: '5.00', quantity: 1, claimed: 1 }])).toBe('0.00');
  });
});
