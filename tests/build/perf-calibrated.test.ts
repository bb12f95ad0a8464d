// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { calibratedMultiplier } from '../../scripts/perf-calibrated';

describe('the CPU slowdown calibrated to the machine (Lighthouse’s calculator)', () => {
  it('is the preset’s 4× on the high-end desktop Lighthouse assumes, less on a slower machine', () => {
    expect(calibratedMultiplier(1533)).toBeCloseTo(4, 2);
    expect(calibratedMultiplier(2000)).toBeCloseTo(6, 1);
    expect(calibratedMultiplier(1300)).toBeCloseTo(3, 5);
    expect(calibratedMultiplier(1050)).toBeCloseTo(2.5, 5);
    expect(calibratedMultiplier(800)).toBeCloseTo(2, 5);
    expect(calibratedMultiplier(475)).toBeCloseTo(1.5, 5);
  });

  it('never speeds the CPU up, however slow the machine', () => {
    expect(calibratedMultiplier(150)).toBe(1);
    expect(calibratedMultiplier(60)).toBe(1);
  });
});
