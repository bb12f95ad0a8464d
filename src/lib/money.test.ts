// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { editableNumber, formatAmount, formatPercent, MINUS, toAmount } from './money';

describe('toAmount', () => {
  it('reads server money and typed amounts, a decimal comma included', () => {
    expect(toAmount('1280.00')).toBe(1280);
    expect(toAmount('12,50')).toBe(12.5);
    expect(toAmount(',5')).toBe(0.5);
    // Copied from the page in French: Intl's narrow no-break space groups the thousands.
    expect(toAmount('4\u202f219,11')).toBe(4219.11);
    expect(toAmount(7.25)).toBe(7.25);
  });
  it('is zero for nothing or for text that is no number', () => {
    expect(toAmount(null)).toBe(0);
    expect(toAmount('')).toBe(0);
    expect(toAmount('abc')).toBe(0);
  });
});

describe('formatAmount, the one writer of money', () => {
  const NBSP = /[\u00a0\u202f]/g;
  const plain = (text: string) => text.replace(NBSP, ' ');
  it('puts the currency sign, decimal mark and grouping where each language does', () => {
    expect(formatAmount('en', '1234.50')).toBe('$1,234.50');
    expect(plain(formatAmount('fr', '1234.50'))).toBe('1 234,50 $US');
    expect(plain(formatAmount('es', '37.16'))).toBe('37,16 US$');
    expect(formatAmount('zh-CN', '37.16')).toBe('US$37.16');
    expect(formatAmount('zh-TW', '37.16')).toBe('US$37.16');
  });
  it('writes every negative amount with the one minus sign, in every language', () => {
    for (const locale of ['en', 'fr', 'es', 'zh-CN', 'zh-TW']) {
      const text = formatAmount(locale, -47.96);
      expect(text, locale).toContain(MINUS);
      expect(text, locale).not.toMatch(/[-\u2010-\u2014]/);
    }
    expect(formatAmount('en', -14.7)).toBe(`${MINUS}$14.70`);
  });
  it('signs credits on request, never a zero, and drops cents for whole amounts', () => {
    expect(formatAmount('en', 5, { sign: 'always' })).toBe('+$5.00');
    expect(formatAmount('en', -5, { sign: 'always' })).toBe(`${MINUS}$5.00`);
    expect(formatAmount('en', -0)).toBe('$0.00');
    expect(formatAmount('en', 50, { whole: true })).toBe('$50');
  });
  it('writes percentages in the language’s way', () => {
    expect(formatPercent('en', 0.1)).toBe('10%');
    expect(plain(formatPercent('fr', 0.1))).toBe('10 %');
    expect(plain(formatPercent('es', 0.05))).toBe('5 %');
    expect(formatPercent('en', 0.0015, 4)).toBe('0.15%');
  });
});

describe('editableNumber, an amount as a field shows it for editing', () => {
  it("writes the language's decimal mark, no grouping, and reads back as the same amount", () => {
    expect(editableNumber('fr', '101.52')).toBe('101,52');
    expect(editableNumber('es', '4219.11')).toBe('4219,11');
    expect(editableNumber('en', '4219.11')).toBe('4219.11');
    expect(editableNumber('zh-TW', 2.5)).toBe('2.5');
    expect(editableNumber('fr', '100')).toBe('100');
    expect(toAmount(editableNumber('fr', '4219.11'))).toBe(4219.11);
  });
});
