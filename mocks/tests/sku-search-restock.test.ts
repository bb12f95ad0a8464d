// @vitest-environment node
import { catalogue } from '../data/catalogue';
import { call, demoToken, ok, raw } from '../testing/call';

/** Quick order's two needs from the demo: finding goods by a spec's code, and a restock for QA. */
describe('searching by a spec’s code (sku)', () => {
  it('finds exactly the goods of a sku, in any case, as the real search on title and sku would', async () => {
    const detail = await ok('/api/commodity/commodityDetails', { id: 10777 });
    const sku = detail.specs.at(-1)?.sku ?? '';
    expect(sku).toMatch(/^ACC-[A-Z]10777-\d{2}$/);
    for (const keyword of [sku, sku.toLowerCase()]) {
      const found = await ok('/api/commodity/commodityList', { page: 1, limit: 10, keyword });
      expect(found.list.map((g) => g.id)).toEqual([10777]);
    }
  });

  it('still finds nothing for a code no spec has', async () => {
    const found = await ok('/api/commodity/commodityList', { page: 1, limit: 10, keyword: 'ACC-Z99999-42' });
    expect(found).toEqual({ list: [], total: 0 });
  });

  it('finds a goods by its own code (every sku of it starts with it)', async () => {
    const goods = catalogue().at(5);
    const found = await ok('/api/commodity/commodityList', { page: 1, limit: 10, keyword: goods?.code ?? '' });
    expect(found.list.map((g) => g.id)).toContain(goods?.id);
  });

  it('keeps a lookup out of the search history when asked (record_search: false), records a search otherwise', async () => {
    const token = await demoToken();
    const before = await ok('/api/commodity/SearchHistoryList', {}, { token });
    await ok('/api/commodity/commodityList', { page: 1, limit: 5, keyword: 'ACC-A10001-01', record_search: false }, { token });
    expect(await ok('/api/commodity/SearchHistoryList', {}, { token })).toEqual(before);
    await ok('/api/commodity/commodityList', { page: 1, limit: 5, keyword: 'ACC-A10001-01' }, { token });
    const after = await ok('/api/commodity/SearchHistoryList', {}, { token });
    expect(after.list.at(0)?.keyword).toBe('ACC-A10001-01');
  });
});

describe('POST /__demo/restock (demo only)', () => {
  const restock = async (body: object) => (await raw('/__demo/restock', body)).json() as Promise<{ code: number; msg: string; data: { specs_id: number; sku: string; stock: number } | null }>;

  it('puts pieces of a sold-out spec back, by sku or by spec id, and the goods shows them', async () => {
    const before = await ok('/api/commodity/commodityDetails', { id: 10001 });
    const soldOut = before.specs.find((s) => s.stock === 0);
    expect(soldOut).toBeDefined();
    const bySku = await restock({ sku: soldOut?.sku.toLowerCase(), quantity: 40 });
    expect(bySku).toMatchObject({ code: 1, data: { specs_id: soldOut?.id, sku: soldOut?.sku, stock: 40 } });
    const byId = await restock({ specs_id: soldOut?.id });
    expect(byId.data?.stock).toBe(140);
    const exact = await restock({ specs_id: soldOut?.id, stock: 7 });
    expect(exact.data?.stock).toBe(7);
    const after = await ok('/api/commodity/commodityDetails', { id: 10001 });
    expect(after.specs.find((s) => s.id === soldOut?.id)?.stock).toBe(7);
    expect(after.stock).toBe(before.stock + 7);
  });

  it('lets a restocked spec be ordered', async () => {
    const token = await demoToken();
    const detail = await ok('/api/commodity/commodityDetails', { id: 10001 });
    const soldOut = detail.specs.find((s) => s.stock === 0);
    const refused = await call('/api/commodity/shoppingCartAdd', { commodity_id: 10001, items: [{ specs_id: soldOut?.id, quantity: detail.min_order_qty }] }, { token });
    expect(refused.code).toBe(304);
    await restock({ specs_id: soldOut?.id, quantity: 50 });
    const added = await call('/api/commodity/shoppingCartAdd', { commodity_id: 10001, items: [{ specs_id: soldOut?.id, quantity: detail.min_order_qty }] }, { token });
    expect(added.code).toBe(1);
  });

  it('refuses an unknown spec with a message saying what to send', async () => {
    expect(await restock({ sku: 'NOPE-1' })).toMatchObject({ code: 0, data: null });
    expect((await restock({})).msg).toContain('sku');
  });
});
