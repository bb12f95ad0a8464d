// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { markupFactor } from './markup';

describe('markupFactor: a markup as the buyer types it', () => {
  it.each([
    ['factor', '2.5', 2.5],
    ['factor', '2,5', 2.5],
    ['factor', '×2,5', 2.5],
    ['percent', '150', 2.5],
    ['percent', '150 %', 2.5],
    ['percent', '150\u202f%', 2.5],
    ['percent', '1 500', 16],
    ['percent', '12,5', 1.125],
  ] as const)('%s %j is ×%s', (kind, typed, factor) => {
    expect(markupFactor(kind, typed)).toBe(factor);
  });

  it.each([
    ['factor', ''],
    ['factor', 'abc'],
    ['factor', '1'],
    ['percent', '1 00'],
    ['percent', '-20'],
  ] as const)('refuses %s %j', (kind, typed) => {
    expect(markupFactor(kind, typed)).toBeNull();
  });
});
