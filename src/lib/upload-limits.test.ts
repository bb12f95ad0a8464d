// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMITS } from './constants';
import { bytesToMegabytes, canAddMore, pickAllowance, planPick } from './upload-limits';

const MB = 1024 * 1024;
const file = (name: string, size: number) => ({ name, size });

describe('pickAllowance', () => {
  it('is the remaining slots when fewer than 9 are left', () => {
    expect(pickAllowance(2, 5)).toBe(3);
  });
  it('is at most 9 however many slots are free', () => {
    expect(pickAllowance(0, 20)).toBe(LIMITS.uploadPickMax);
  });
  it('is 0 when full, or over-full after a limit change', () => {
    expect(pickAllowance(5, 5)).toBe(0);
    expect(pickAllowance(7, 5)).toBe(0);
  });
  it('is always min(remaining, 9) and never negative', () => {
    fc.assert(
      fc.property(fc.nat(50), fc.nat(50), (current, max) => {
        const allowance = pickAllowance(current, max);
        expect(allowance).toBe(Math.max(0, Math.min(max - current, 9)));
      }),
    );
  });
});

describe('canAddMore', () => {
  it('hides the control exactly at the maximum', () => {
    expect(canAddMore(2, 3)).toBe(true);
    expect(canAddMore(3, 3)).toBe(false);
  });
});

describe('planPick', () => {
  const limits = { maxCount: 3, maxSizeBytes: 2 * MB };

  it('refuses a file over the maximum size and passes the others on', () => {
    const plan = planPick([file('big', 2 * MB + 1), file('ok', 2 * MB)], 0, limits);
    expect(plan.oversize.map((f) => f.name)).toEqual(['big']);
    expect(plan.accepted.map((f) => f.name)).toEqual(['ok']);
  });

  it('takes only as many as the remaining slots, in the order picked', () => {
    const plan = planPick([file('a', 1), file('b', 1), file('c', 1)], 1, limits);
    expect(plan.accepted.map((f) => f.name)).toEqual(['a', 'b']);
    expect(plan.overflow.map((f) => f.name)).toEqual(['c']);
  });

  it('does not let an oversize file use up a slot', () => {
    const plan = planPick([file('big', 3 * MB), file('a', 1), file('b', 1)], 1, limits);
    expect(plan.accepted.map((f) => f.name)).toEqual(['a', 'b']);
    expect(plan.overflow).toEqual([]);
  });

  it('caps one pick at 9 even with room for more', () => {
    const files = Array.from({ length: 12 }, (_, i) => file(`f${i}`, 1));
    const plan = planPick(files, 0, { maxCount: 30, maxSizeBytes: MB });
    expect(plan.accepted).toHaveLength(9);
    expect(plan.overflow).toHaveLength(3);
  });

  it('accounts for every file exactly once', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(4 * MB), { maxLength: 20 }), fc.nat(12), fc.integer({ min: 1, max: 12 }), (sizes, current, maxCount) => {
        const files = sizes.map((size, i) => file(String(i), size));
        const plan = planPick(files, current, { maxCount, maxSizeBytes: 2 * MB });
        expect(plan.accepted.length + plan.oversize.length + plan.overflow.length).toBe(files.length);
        expect(plan.accepted.length).toBeLessThanOrEqual(pickAllowance(current, maxCount));
        expect(plan.accepted.every((f) => f.size <= 2 * MB)).toBe(true);
        expect(plan.oversize.every((f) => f.size > 2 * MB)).toBe(true);
      }),
    );
  });
});

describe('bytesToMegabytes', () => {
  it('reads as whole or one-decimal megabytes', () => {
    expect(bytesToMegabytes(10 * MB)).toBe(10);
    expect(bytesToMegabytes(1.25 * MB)).toBe(1.3);
  });
});
