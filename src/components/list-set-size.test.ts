import { describe, expect, it } from 'vitest';
import { listSetSize } from './list-set-size';

describe('listSetSize', () => {
  it('announces the whole list when the server gave its total, however few are loaded', () => {
    expect(listSetSize(20, 10_000, 'loadmore')).toBe(10_000);
    expect(listSetSize(20, 10_000, 'loading')).toBe(10_000);
  });

  it('says the size is unknown (-1) while more pages may come and no total was given', () => {
    expect(listSetSize(20, undefined, 'loadmore')).toBe(-1);
    expect(listSetSize(20, undefined, 'loading')).toBe(-1);
  });

  it('announces what is loaded once the end is reached', () => {
    expect(listSetSize(37, undefined, 'nomore')).toBe(37);
    expect(listSetSize(37, 40, 'nomore')).toBe(37);
  });
});
