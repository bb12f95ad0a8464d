// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { positiveInteger } from './positive-integer';

describe('positiveInteger', () => {
  it('reads a positive whole number written in digits', () => {
    expect(positiveInteger('10001')).toBe(10001);
    expect(positiveInteger('7')).toBe(7);
    expect(positiveInteger('007')).toBe(7);
  });

  it('is null when there is none', () => {
    expect(positiveInteger(null)).toBeNull();
    expect(positiveInteger(undefined)).toBeNull();
    expect(positiveInteger('')).toBeNull();
  });

  it('is null for anything that cannot be an id or a count', () => {
    for (const raw of ['0', '-1', '+1', '1.5', '1e3', ' 12', 'abc', '10001abc', '0x10', 'NaN', 'Infinity', '9007199254740993']) {
      expect(positiveInteger(raw), raw).toBeNull();
    }
  });
});
