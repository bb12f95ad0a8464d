import { afterEach, describe, expect, it } from 'vitest';
import { addWatch, findWatch, MAX_WATCHES, readWatches, removeWatch, updateWatches, watchKey } from './stock-watches';

const KEY = 'acc_stock_watch:7';
afterEach(() => localStorage.clear());

describe('stock watches on the device', () => {
  it('are kept per account, newest first; a second tap on the same spec re-arms it rather than adding a copy', () => {
    expect(addWatch(7, { goodsId: 10001, specId: 1000100, title: 'Pearl drop', specTitle: 'Gold / 7', sku: 'ACC-A10001-00' }, 1000)).toBe(true);
    expect(addWatch(7, { goodsId: 10002, title: 'Hoops' }, 2000)).toBe(true);
    expect(readWatches(7).map(watchKey)).toEqual(['10002:*', '10001:1000100']);
    expect(readWatches(8)).toEqual([]);
    updateWatches(7, new Map([['10001:1000100', { state: 'back', stock: 40 }]]), 3000);
    expect(findWatch(7, { goodsId: 10001, specId: 1000100 })).toMatchObject({ state: 'back', stock: 40, changed: 3000 });
    addWatch(7, { goodsId: 10001, specId: 1000100, title: 'Pearl drop' }, 4000);
    expect(readWatches(7)).toHaveLength(2);
    expect(findWatch(7, { goodsId: 10001, specId: 1000100 })).toMatchObject({ state: 'watching', since: 4000 });
    expect(findWatch(7, { goodsId: 10001, specId: 1000100 })?.stock).toBeUndefined();
    removeWatch(7, { goodsId: 10002 });
    expect(readWatches(7).map(watchKey)).toEqual(['10001:1000100']);
  });

  it('read a damaged store field by field: a bad watch is dropped alone, bad fields are left out, a foreign value reads as none', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        v: 1,
        watches: [
          { goodsId: 10001, specId: 1000100, title: 'Pearl drop', since: 5, state: 'back', image: 'javascript:alert(1)', stock: -3 },
          { goodsId: '10002', title: 'no id' },
          null,
          { goodsId: 10003, specId: 'x', title: 42, state: 'exploded', image: 'https://img.example/a.jpg', changed: 'soon' },
          { goodsId: 10001, specId: 1000100, title: 'duplicate' },
          { goodsId: 10004, title: 'inline picture', since: 9, image: 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E' },
          { goodsId: 10005, title: 'html', since: 9, image: 'data:text/html,<script>alert(1)</script>' },
          { goodsId: 10006, title: 'huge', since: 9, image: `data:image/png;base64,${'A'.repeat(9_000)}` },
        ],
      }),
    );
    expect(readWatches(7)).toEqual([
      { goodsId: 10001, specId: 1000100, title: 'Pearl drop', since: 5, state: 'back' },
      { goodsId: 10003, title: '', since: 0, state: 'watching', image: 'https://img.example/a.jpg' },
      { goodsId: 10004, title: 'inline picture', since: 9, state: 'watching', image: 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E' },
      { goodsId: 10005, title: 'html', since: 9, state: 'watching' },
      { goodsId: 10006, title: 'huge', since: 9, state: 'watching' },
    ]);
    for (const junk of ['{not json', '"text"', '[1,2]', JSON.stringify({ v: 99, watches: [{ goodsId: 1 }] })]) {
      localStorage.setItem(KEY, junk);
      expect(readWatches(7)).toEqual([]);
    }
  });

  it(`hold at most ${String(MAX_WATCHES)} watches`, () => {
    for (let i = 1; i <= MAX_WATCHES; i += 1) addWatch(7, { goodsId: i, title: `G${String(i)}` });
    expect(addWatch(7, { goodsId: 99999, title: 'one too many' })).toBe(false);
    expect(readWatches(7)).toHaveLength(MAX_WATCHES);
  });
});
