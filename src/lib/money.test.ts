import { describe, expect, it } from 'vitest';
import { toAmount } from './money';

describe('toAmount', () => {
  it('reads server money and typed amounts, a decimal comma included', () => {
    expect(toAmount('1280.00')).toBe(1280);
    expect(toAmount('12,50')).toBe(12.5);
    expect(toAmount(',5')).toBe(0.5);
    expect(toAmount(7.25)).toBe(7.25);
  });
  it('is zero for nothing or for text that is no number', () => {
    expect(toAmount(null)).toBe(0);
    expect(toAmount('')).toBe(0);
    expect(toAmount('abc')).toBe(0);
  });
});
