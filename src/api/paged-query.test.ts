// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nextPage } from './define';

const page = (n: number, total: number) => ({ list: Array.from({ length: n }, (_, i) => i), total });

describe('the next page of a paged read', () => {
  it('follows a full page with the next number until the total is loaded', () => {
    const first = page(10, 23);
    expect(nextPage(first, [first], 1, { limit: 10 })).toBe(2);
    const second = page(10, 23);
    expect(nextPage(second, [first, second], 2, { limit: 10 })).toBe(3);
    const third = page(3, 23);
    expect(nextPage(third, [first, second, third], 3, { limit: 10 })).toBeUndefined();
  });

  it('ends at a total reached on a full page', () => {
    const first = page(10, 20);
    const second = page(10, 20);
    expect(nextPage(second, [first, second], 2, { limit: 10 })).toBeUndefined();
  });

  it('ends at a short or empty page even when the total claims more (rows gone meanwhile)', () => {
    const first = page(10, 30);
    const short = page(4, 30);
    expect(nextPage(short, [first, short], 2, { limit: 10 })).toBeUndefined();
    const empty = page(0, 30);
    expect(nextPage(empty, [first, empty], 2, { limit: 10 })).toBeUndefined();
  });
});
