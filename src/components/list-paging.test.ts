// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listSetSize, pendingPlaces } from './list-paging';

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

  it('holds a page of places for what is still to come, none at the end, after a failure or without a total', () => {
    expect(pendingPlaces(20, 10_000, 'loadmore', false)).toBe(20);
    expect(pendingPlaces(20, 30, 'loading', false)).toBe(10);
    expect(pendingPlaces(30, 30, 'loadmore', false)).toBe(0);
    expect(pendingPlaces(20, 30, 'nomore', false)).toBe(0);
    expect(pendingPlaces(20, 30, 'loadmore', true)).toBe(0);
    expect(pendingPlaces(20, undefined, 'loadmore', false)).toBe(0);
  });
});
