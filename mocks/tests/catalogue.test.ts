// @vitest-environment node
import { catalogue, goodsById } from '../data/catalogue';
import { CATEGORIES } from '../data/categories';
import { resetDemoData } from '../handlers';
import { call, demoToken, ok } from '../testing/call';
import { shortGoods } from '../testing/fixtures';

describe('the seeded catalogue', () => {
  it('holds at least 2 000 goods in at least 8 categories, each with sub-categories', async () => {
    const tree = await ok('/api/common/categoryList', {});
    expect(tree.list.length).toBeGreaterThanOrEqual(8);
    for (const node of tree.list) expect(node.children.length).toBeGreaterThanOrEqual(3);
    const list = await ok('/api/commodity/commodityList', { page: 1, limit: 1 });
    expect(list.total).toBeGreaterThanOrEqual(2000);
  });

  it('is the same after a reset (seeded, not random)', async () => {
    const before = await ok('/api/commodity/commodityDetails', { id: 10777 });
    resetDemoData();
    expect(await ok('/api/commodity/commodityDetails', { id: 10777 })).toEqual(before);
  });

  it('has sold-out and low specs, tiers that fall with quantity and a minimum order', () => {
    const specs = catalogue().flatMap((g) => g.specs);
    expect(specs.filter((s) => s.stock === 0).length).toBeGreaterThan(100);
    expect(specs.filter((s) => s.stock > 0 && s.stock <= 5).length).toBeGreaterThan(100);
    for (const g of catalogue()) {
      expect(g.tiers.at(0)?.min).toBe(g.moq);
      for (let i = 1; i < g.tiers.length; i += 1) expect(g.tiers.at(i)?.cents).toBeLessThanOrEqual(g.tiers.at(i - 1)?.cents ?? 0);
    }
    expect(new Set(CATEGORIES.map((c) => c.id)).size).toBe(CATEGORIES.length);
  });

  it('says a product or a category that is not there in the lang header’s language (an old link is no bug)', async () => {
    expect(await call('/api/commodity/commodityDetails', { id: 99999 }, { lang: 'fr' })).toMatchObject({ code: 0, msg: 'Le produit 99999 n’existe pas' });
    expect(await call('/api/commodity/commodityDetails', { id: 99999 }, { lang: 'zh-CN' })).toMatchObject({ code: 0, msg: '商品 99999 不存在' });
    expect(await call('/api/commodity/commodityDetails', { id: 99999 }, { lang: 'en' })).toMatchObject({ code: 0, msg: 'Product 99999 does not exist' });
    expect(await call('/api/commodity/commodityList', { page: 1, limit: 5, category_id: 999 }, { lang: 'es' })).toMatchObject({ code: 0, msg: 'La categoría 999 no existe' });
  });

  it('answers names and descriptions in the lang header’s language', async () => {
    const en = await ok('/api/commodity/commodityDetails', { id: 10001 }, { lang: 'en' });
    const zh = await ok('/api/commodity/commodityDetails', { id: 10001 }, { lang: 'zh-CN' });
    const tw = await ok('/api/commodity/commodityDetails', { id: 10001 }, { lang: 'zh_TW' });
    const fr = await ok('/api/commodity/commodityDetails', { id: 10001 }, { lang: 'fr' });
    const es = await ok('/api/commodity/commodityDetails', { id: 10001 }, { lang: 'es-ES' });
    const g = goodsById(10001);
    expect([en.title, zh.title, tw.title, fr.title, es.title]).toEqual([g?.name.en, g?.name['zh-CN'], g?.name['zh-TW'], g?.name.fr, g?.name.es]);
    expect(new Set([en.title, zh.title, tw.title, fr.title, es.title]).size).toBe(5);
    expect(fr.description).toContain('Minimum de commande');
    expect(zh.specs.at(0)?.title).toMatch(/色|金/);
  });

  it('describes a goods fully: pictures drawn locally, tiers, platings × sizes with stock', async () => {
    const d = await ok('/api/commodity/commodityDetails', { id: 10001 });
    expect(d.images.length).toBeGreaterThanOrEqual(3);
    for (const img of d.images) expect(img).toMatch(/^data:image\/svg\+xml/);
    expect(d.price_tiers.at(0)?.min_qty).toBe(d.min_order_qty);
    expect(d.specs.length).toBe(d.platings.length * d.sizes.length);
    for (const s of d.specs) {
      expect(d.platings.map((p) => p.id)).toContain(s.plating_id);
      expect(d.sizes.map((p) => p.id)).toContain(s.size_id);
    }
    const { soldOut, low } = shortGoods();
    expect(d.specs.find((s) => s.id === soldOut.id)?.stock).toBe(0);
    expect(d.specs.find((s) => s.id === low.id)?.stock).toBe(3);
    expect(d.stock).toBe(d.specs.reduce((n, s) => n + s.stock, 0));
    expect(d.price).toBe(d.price_tiers.at(-1)?.price);
  });

  it('refuses an unknown goods clearly', async () => {
    expect(await call('/api/commodity/commodityDetails', { id: 1 })).toMatchObject({ code: 0, msg: 'Product 1 does not exist' });
  });
});

describe('catalogue paging, filters and search', () => {
  it('pages through the whole catalogue without repeats or gaps', async () => {
    const seen = new Set<number>();
    let total = 0;
    for (let page = 1; page <= 22; page += 1) {
      const res = await ok('/api/commodity/commodityList', { page, limit: 100, sort: 'new' });
      total = res.total;
      for (const g of res.list) seen.add(g.id);
    }
    expect(seen.size).toBe(total);
    expect((await ok('/api/commodity/commodityList', { page: 999, limit: 20 })).list).toEqual([]);
  });

  it('sorts by price and filters by category, label and price range', async () => {
    const asc = await ok('/api/commodity/commodityList', { page: 1, limit: 50, sort: 'price_asc', category_id: 2 });
    const prices = asc.list.map((g) => Number(g.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(asc.list.every((g) => goodsById(g.id)?.category.id === 2)).toBe(true);
    const sub = await ok('/api/commodity/commodityList', { page: 1, limit: 100, category_id: 202 });
    expect(sub.total).toBe(60);
    const labelled = await ok('/api/commodity/commodityList', { page: 1, limit: 100, label_id: 4 });
    expect(labelled.list.every((g) => g.labels.some((l) => l.id === 4) && g.min_order_qty <= 2)).toBe(true);
    const ranged = await ok('/api/commodity/commodityList', { page: 1, limit: 100, min_price: '1.00', max_price: '2.00' });
    expect(ranged.list.every((g) => Number(g.price) >= 1 && Number(g.price) <= 2)).toBe(true);
    expect(await call('/api/commodity/commodityList', { page: 1, limit: 10, category_id: 77 })).toMatchObject({ code: 0, msg: 'Category 77 does not exist' });
    expect(await call('/api/commodity/commodityList', { page: 1, limit: 10, sort: 'cheap' })).toMatchObject({ code: 0, msg: expect.stringContaining('sort must be one of') as unknown });
  });

  it('searches in the shopper’s language and records the keyword for a logged-in shopper', async () => {
    const token = await demoToken();
    const fr = await ok('/api/commodity/commodityList', { page: 1, limit: 10, keyword: 'Créoles' }, { lang: 'fr', token });
    expect(fr.total).toBeGreaterThan(10);
    expect(fr.list.every((g) => g.title.includes('Créoles'))).toBe(true);
    const zh = await ok('/api/commodity/commodityList', { page: 1, limit: 10, keyword: '珍珠 耳圈' }, { lang: 'zh-CN' });
    expect(zh.list.every((g) => g.title.includes('珍珠') && g.title.includes('耳圈'))).toBe(true);
    const history = await ok('/api/commodity/SearchHistoryList', {}, { token });
    expect(history.list.at(0)?.keyword).toBe('Créoles');
    expect((await ok('/api/commodity/commodityList', { page: 1, limit: 10, keyword: 'zzzz-nothing' })).total).toBe(0);
  });

  it('matches a word where a word of the name starts: "ring" finds rings, not earrings', async () => {
    const rings = await ok('/api/commodity/commodityList', { page: 1, limit: 100, keyword: 'ring' });
    expect(rings.total).toBeGreaterThan(100);
    expect(rings.list.filter((g) => /earring/i.test(g.title))).toEqual([]);
    expect(rings.list.filter((g) => !/(^|[^a-z])ring/i.test(g.title)).map((g) => g.title)).toEqual([]);
    const ear = await ok('/api/commodity/commodityList', { page: 1, limit: 5, keyword: 'earring' });
    expect(ear.total).toBeGreaterThan(0);
    // Chinese: no spaces, so anywhere in the name ('戒指' inside '夸张戒指').
    const zh = await ok('/api/commodity/commodityList', { page: 1, limit: 5, keyword: '戒指' }, { lang: 'zh-CN' });
    expect(zh.total).toBeGreaterThan(100);
    // Regular-expression characters are plain text.
    expect((await ok('/api/commodity/commodityList', { page: 1, limit: 5, keyword: 'ring(' })).total).toBe(0);
  });

  it('answers sub-categories with counts, labels, recommendations and hot searches', async () => {
    const subs = await ok('/api/commodity/commodityCategoryList', { parent_id: 1 });
    expect(subs.list.map((s) => s.goods_count).reduce((a, b) => a + b, 0)).toBe(240);
    expect((await ok('/api/commodity/labelList', {}, { lang: 'es' })).list.map((l) => l.name)).toContain('Nuevo');
    const like = await ok('/api/commodity/recommendCommodityList', { page: 1, limit: 10, commodity_id: 10001 });
    expect(like.list.every((g) => g.id !== 10001 && goodsById(g.id)?.category.id === 1)).toBe(true);
    expect((await ok('/api/common/hotSearch', {}, { lang: 'zh-TW' })).list.map((k) => k.keyword)).toContain('珍珠');
  });

  it('answers every category and sub-category of the tree as the category list page asks for them', async () => {
    // The page asks for the sub-categories of whatever it shows, a sub-category from the class
    // tab too ('Statement rings' answered "Category 101 does not exist").
    const tree = await ok('/api/common/categoryList', {});
    for (const node of tree.list) {
      const subs = await ok('/api/commodity/commodityCategoryList', { parent_id: node.id });
      expect(subs.list.map((s) => s.id)).toEqual(node.children.map((c) => c.id));
      for (const child of node.children) {
        expect(await call('/api/commodity/commodityCategoryList', { parent_id: child.id })).toMatchObject({ code: 1, data: { list: [] } });
        const goods = await ok('/api/commodity/commodityList', { page: 1, limit: 5, category_id: child.id });
        expect(goods.total).toBe(subs.list.find((s) => s.id === child.id)?.goods_count);
        expect(goods.list.every((g) => goodsById(g.id)?.sub.id === child.id)).toBe(true);
      }
    }
    expect(await call('/api/commodity/commodityCategoryList', { parent_id: 999 })).toMatchObject({ code: 0, msg: 'Category 999 does not exist' });
    expect(await call('/api/commodity/commodityList', { page: 1, limit: 5, category_id: 999 })).toMatchObject({ code: 0 });
  });

  it('keeps favourites per shopper (collect, then is_collect lists them)', async () => {
    const token = await demoToken();
    expect(await call('/api/commodity/commodityList', { page: 1, limit: 10, is_collect: true })).toMatchObject({ code: 303 });
    await ok('/api/commodity/collect', { commodity_id: 12000, collect: true }, { token });
    const favs = await ok('/api/commodity/commodityList', { page: 1, limit: 50, is_collect: true }, { token });
    expect(favs.list.map((g) => g.id)).toContain(12000);
    expect(favs.list.every((g) => g.is_collect)).toBe(true);
    await ok('/api/commodity/collect', { commodity_id: 12000, collect: false }, { token });
    expect((await ok('/api/commodity/commodityDetails', { id: 12000 }, { token })).is_collect).toBe(false);
  });

  it('deletes search history one entry or all', async () => {
    const token = await demoToken();
    const before = await ok('/api/commodity/SearchHistoryList', {}, { token });
    const first = before.list.at(0);
    if (!first) throw new Error('the demo account has search history');
    await ok('/api/commodity/SearchHistoryDelete', { id: first.id }, { token });
    expect((await ok('/api/commodity/SearchHistoryList', {}, { token })).list.length).toBe(before.list.length - 1);
    await ok('/api/commodity/SearchHistoryDelete', { all: true }, { token });
    expect((await ok('/api/commodity/SearchHistoryList', {}, { token })).list).toEqual([]);
  });
});

describe('batches and activities', () => {
  it('answers today’s time slots, their batches and batch goods at a lower price', async () => {
    const slots = await ok('/api/commodity/batchTimeList', {});
    expect(slots.list.map((s) => s.title)).toEqual(['10:00', '14:00', '20:00', '10:00']);
    const slot = slots.list.at(1);
    if (!slot) throw new Error('no slot');
    const batches = await ok('/api/commodity/batchList', { time_id: slot.id });
    expect(batches.list.length).toBe(2);
    const batch = batches.list.at(0);
    if (!batch) throw new Error('no batch');
    const goods = await ok('/api/commodity/batchCommodityList', { batch_id: batch.id, page: 1, limit: 50 });
    expect(goods.total).toBe(batch.goods_count);
    for (const g of goods.list) expect(Number(g.batch_price)).toBeLessThan(Number(g.original_price));
    expect((await call('/api/commodity/batchList', { time_id: 1 })).code).toBe(0);
    const acts = await ok('/api/commodity/activityList', {});
    expect(new Set(acts.list.map((a) => a.status))).toEqual(new Set(['ongoing', 'upcoming', 'ended']));
  });
});
