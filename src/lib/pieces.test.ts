// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readPieces } from './pieces';

describe('readPieces: a quantity as the shopper types it', () => {
  it.each([
    ['20', 20],
    ['1000', 1000],
    ['1 000', 1000],
    ['1\u202f000', 1000],
    ['1.000', 1000],
    ['1,000', 1000],
    ["12'500", 12_500],
    [' 7 ', 7],
  ])('%j is %i pieces', (typed, pieces) => {
    expect(readPieces(typed)).toBe(pieces);
  });

  it('leaves what is not a grouped number to the Stepper to refuse or round', () => {
    expect(readPieces('1 00')).toBeNaN();
    expect(readPieces('abc')).toBeNaN();
    expect(readPieces('12.5')).toBe(12.5);
  });
});
