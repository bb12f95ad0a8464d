import { applyTabSettings } from '../apply-tab-settings';
import { DEMO_GOODS_KEY, readTabSettings } from '../tab-settings';
import { catalogue, catalogueSize, DEFAULT_GOODS_COUNT, FIRST_GOODS_ID, goodsById, MAX_GOODS_COUNT, setCatalogueSize } from '../data/catalogue';
import { DEMO_LOCALES } from '../lib/locale';
import { resetDemoData } from '../handlers';
import { ok } from '../testing/call';

afterEach(() => {
  sessionStorage.clear();
});

/** Every goods the search 'acc' (in every item code) finds, page by page as the app asks. */
async function searchTotal(): Promise<number> {
  return (await ok('/api/commodity/commodityList', { page: 1, limit: 1, keyword: 'acc' })).total;
}

describe('a larger demo catalogue (?demoGoods=)', () => {
  it('is the seeded 2 160 goods unless asked, and ?demoGoods=10000 makes it 10 000', async () => {
    expect(catalogueSize()).toBe(DEFAULT_GOODS_COUNT);
    expect(await searchTotal()).toBe(2160);
    expect(applyTabSettings(readTabSettings('?demoGoods=10000', sessionStorage))).toBe(10_000);
    expect(await searchTotal()).toBe(10_000);
    const tree = await ok('/api/commodity/commodityCategoryList', { parent_id: 1 });
    expect(tree.list.reduce((sum, s) => sum + s.goods_count, 0)).toBeGreaterThan(1000);
    // The last page holds the last goods; ids follow on from the seeded ones.
    const last = await ok('/api/commodity/commodityList', { page: 500, limit: 20, keyword: 'acc', sort: 'new' });
    expect(last.list).toHaveLength(20);
    expect(await ok('/api/commodity/commodityList', { page: 501, limit: 20, keyword: 'acc' })).toMatchObject({ list: [], total: 10_000 });
    expect(goodsById(FIRST_GOODS_ID + 9999)).toBeDefined();
    expect(goodsById(FIRST_GOODS_ID + 10_000)).toBeUndefined();
  });

  it('keeps the seeded goods, batches and demo story as they are', async () => {
    const before = await ok('/api/commodity/commodityDetails', { id: 10777 }, { lang: 'fr' });
    const slot = (await ok('/api/commodity/batchTimeList', {})).list.at(1);
    if (!slot) throw new Error('no batch slot');
    const batch = (await ok('/api/commodity/batchList', { time_id: slot.id })).list.at(0);
    if (!batch) throw new Error('no batch');
    const batchGoods = await ok('/api/commodity/batchCommodityList', { batch_id: batch.id, page: 1, limit: 50 });
    setCatalogueSize(10_000);
    expect(await ok('/api/commodity/commodityDetails', { id: 10777 }, { lang: 'fr' })).toEqual(before);
    expect(await ok('/api/commodity/batchCommodityList', { batch_id: batch.id, page: 1, limit: 50 })).toEqual(batchGoods);
    expect(catalogue().slice(0, DEFAULT_GOODS_COUNT).every((g) => g.id < FIRST_GOODS_ID + DEFAULT_GOODS_COUNT)).toBe(true);
  });

  it('gives every added goods a unique name in the five languages, a picture and specs', async () => {
    setCatalogueSize(MAX_GOODS_COUNT);
    const all = catalogue();
    expect(all).toHaveLength(MAX_GOODS_COUNT);
    for (const locale of DEMO_LOCALES) expect(new Set(all.map((g) => g.name[locale])).size).toBe(all.length);
    const added = await ok('/api/commodity/commodityDetails', { id: FIRST_GOODS_ID + 12_345 }, { lang: 'zh-TW' });
    expect(added.title).toMatch(/[\u4e00-\u9fff]/);
    expect(added.images.every((src) => src.startsWith('data:image/svg+xml'))).toBe(true);
    expect(added.specs.length).toBeGreaterThan(0);
    const fr = await ok('/api/commodity/commodityList', { page: 1, limit: 5, keyword: 'en laiton' }, { lang: 'fr' });
    expect(fr.total).toBeGreaterThan(0);
  });

  it('is remembered for the tab, cleared by an empty flag, and clamped to what it can build', () => {
    applyTabSettings(readTabSettings('?demoGoods=10000', sessionStorage));
    setCatalogueSize(DEFAULT_GOODS_COUNT);
    // A reload: no flag in the address, the tab's size applies again.
    expect(applyTabSettings(readTabSettings('', sessionStorage))).toBe(10_000);
    expect(applyTabSettings(readTabSettings('?demoGoods=', sessionStorage))).toBe(DEFAULT_GOODS_COUNT);
    expect(sessionStorage.getItem(DEMO_GOODS_KEY)).toBeNull();
    expect(applyTabSettings(readTabSettings('', sessionStorage))).toBe(DEFAULT_GOODS_COUNT);
    expect(applyTabSettings(readTabSettings('?demoGoods=lots', sessionStorage))).toBe(DEFAULT_GOODS_COUNT);
    expect(applyTabSettings(readTabSettings('?demoGoods=100', sessionStorage))).toBe(DEFAULT_GOODS_COUNT);
    expect(applyTabSettings(readTabSettings('?demoGoods=999999', sessionStorage))).toBe(MAX_GOODS_COUNT);
  });

  it('goes back to the seeded size with resetDemoData()', async () => {
    setCatalogueSize(10_000);
    resetDemoData();
    expect(catalogueSize()).toBe(DEFAULT_GOODS_COUNT);
    expect(await searchTotal()).toBe(2160);
  });
});
