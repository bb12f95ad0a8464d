import { describe, expect, it } from 'vitest';
import { decodeListShare, encodeListShare, shareLink } from './list-share';
import { createList, deleteList, freeListName, readItem, readLists, updateList } from './saved-lists';

const KEY = 'acc_reorder_lists:7';

describe('saved lists on the device', () => {
  it('keeps each account’s lists apart and survives a reread', () => {
    const saved = createList(7, { name: '  Monthly   pearls ', source: 'cart', items: [{ code: 'ACC-1', quantity: 12, goodsId: 1, specId: 100, price: '3.20' }] });
    expect(saved).toMatchObject({ name: 'Monthly pearls', source: 'cart', items: [{ code: 'ACC-1', quantity: 12, goodsId: 1, specId: 100, price: '3.20' }] });
    expect(readLists(8)).toEqual([]);
    expect(JSON.parse(localStorage.getItem(KEY) ?? '') as unknown).toMatchObject({ v: 1, lists: [{ name: 'Monthly pearls' }] });
    expect(readLists(7).map((l) => l.name)).toEqual(['Monthly pearls']);
  });

  it('names a second list of the same name apart, renames, edits and deletes', () => {
    const first = createList(7, { name: 'Window', source: 'csv', items: [{ code: 'A1', quantity: 1 }] });
    expect(freeListName(7, 'window')).toBe('window (2)');
    const second = createList(7, { name: 'Window', source: 'csv', items: [{ code: 'A2', quantity: 2 }] });
    expect(second?.name).toBe('Window (2)');
    updateList(7, first?.id ?? '', { name: 'Christmas window', items: [{ code: 'A1', quantity: 5 }, { code: 'A3', quantity: 0 }] });
    expect(readLists(7).find((l) => l.id === first?.id)).toMatchObject({ name: 'Christmas window', items: [{ code: 'A1', quantity: 5 }] });
    deleteList(7, second?.id ?? '');
    expect(readLists(7).map((l) => l.name)).toEqual(['Christmas window']);
  });

  it('refuses an empty list', () => {
    expect(createList(7, { name: 'Empty', source: 'cart', items: [] })).toBeNull();
  });

  it('reads a damaged store field by field: bad lines and lists dropped, the rest kept, never a throw', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        v: 1,
        lists: [
          { id: 'a', name: 'Good', source: 'nope', created: 5, items: [{ code: 'A1', quantity: 3, price: 'free', goodsId: -1, specId: 4 }, { code: '', quantity: 2 }, 'x', { code: 'A2', quantity: 2.5 }] },
          { id: 'a', name: 'Same id', items: [] },
          { id: '<script>', name: 'Bad id', items: [] },
          { id: 'b', name: '', items: [] },
          null,
        ],
      }),
    );
    expect(readLists(7)).toEqual([{ id: 'a', name: 'Good', source: 'quick_order', created: 5, updated: 5, items: [{ code: 'A1', quantity: 3 }] }]);
    for (const junk of ['{', '[]', '{"v":2,"lists":[]}', '"text"', 'null']) {
      localStorage.setItem(KEY, junk);
      expect(readLists(7)).toEqual([]);
    }
  });

  it('checks a line: a quantity above the cart’s limit is capped, a line without code nor goods dropped', () => {
    expect(readItem({ code: 'A', quantity: 10 ** 9 })).toEqual({ code: 'A', quantity: 99_999 });
    expect(readItem({ quantity: 2, goodsId: 3 })).toEqual({ code: '', quantity: 2, goodsId: 3 });
    expect(readItem({ quantity: 2 })).toBeNull();
  });
});

describe('share links', () => {
  it('carry the list itself in the fragment and bring it back', async () => {
    const list = { name: 'Monthly pearls', items: [{ code: 'ACC-A10001-01', quantity: 12, goodsId: 10001, specId: 1000101, price: '3.20' }, { code: 'ACC-B10241-00', quantity: 6 }] };
    const encoded = await encodeListShare(list);
    const link = shareLink('https://shop.example', '/pages/business/reorderList/sharedList', encoded);
    expect(link).not.toMatch(/token/iu);
    expect(new URL(link).hash.length).toBeGreaterThan(10);
    expect(await decodeListShare(new URL(link).hash)).toEqual(list);
  });

  it('answers null for a fragment that is not a list, whatever it holds', async () => {
    for (const fragment of ['', '#', '#list=', '#list=%%%', '#list=garbage', '#other=1', `#list=${'A'.repeat(300_000)}`]) {
      expect(await decodeListShare(fragment)).toBeNull();
    }
  });

  it('keeps 200 lines short enough to share', async () => {
    const items = Array.from({ length: 200 }, (_, i) => ({ code: `ACC-A${String(10001 + Math.floor(i / 5))}-0${String(i % 5)}`, quantity: 12, goodsId: 10001 + Math.floor(i / 5), specId: (10001 + Math.floor(i / 5)) * 100 + (i % 5), price: '3.20' }));
    const encoded = await encodeListShare({ name: 'Big', items });
    expect(encoded.length).toBeLessThan(6_000);
    expect((await decodeListShare(`#list=${encoded}`))?.items).toHaveLength(200);
  });
});
