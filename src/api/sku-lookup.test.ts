import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { catalogue, specSku } from '@mocks/data/catalogue';
import { server } from '@mocks/node';
import { freshStore } from '@tests/api/harness';
import { expectedConsole, recordCalls } from '@tests/page-kit';
import { codeStem, goodsCodeOf, SkuLookup, type LookupTarget } from './sku-lookup';
import type { GoodsDetail } from './types';

function lookupOn() {
  return new SkuLookup(freshStore().dispatch);
}

async function settled(lookup: SkuLookup, targets: LookupTarget[]) {
  lookup.request(targets);
  await waitFor(() => expect(targets.filter((t) => lookup.find(t).status === 'pending')).toEqual([]), { timeout: 20_000 });
}

describe('SkuLookup', () => {
  it('resolves 200 codes over 40 goods with at most two calls a goods (a search, then its details)', async () => {
    const goods = catalogue().slice(100, 140);
    const codes = goods.flatMap((g) => g.specs.map((s) => specSku(g, s))).slice(0, 200);
    expect(codes.length).toBeGreaterThanOrEqual(150);
    const distinct = new Set(codes.map((c) => c.slice(0, c.lastIndexOf('-')))).size;
    const searches = recordCalls('/api/commodity/commodityList');
    const details = recordCalls('/api/commodity/commodityDetails');
    const lookup = lookupOn();
    // Shuffled, as a buyer's list would be: the stems still keep the calls down.
    const shuffled = [...codes].sort((a, b) => (a.length * 7 + b.charCodeAt(b.length - 1)) % 3 - 1);
    await settled(lookup, shuffled.map((code) => ({ code: code.toLowerCase() })));
    for (const code of codes) expect(lookup.find({ code })).toMatchObject({ status: 'found', spec: { sku: code } });
    expect(searches.bodies.length).toBeLessThanOrEqual(distinct);
    expect(details.bodies.length).toBeLessThanOrEqual(distinct);
    expect(searches.bodies.every((b) => b.record_search === false)).toBe(true);
  });

  it('tells an unknown code, a goods’ own code, and a saved spec the goods no longer sells', async () => {
    const lookup = lookupOn();
    const g = catalogue()[3];
    const targets = [{ code: 'ACC-Z00000-99' }, { code: g.code }, { goodsId: g.id, specId: 1 }, { goodsId: g.id }];
    await settled(lookup, targets);
    expect(targets.map((t) => lookup.find(t).status)).toEqual(['unknown', 'goods', 'spec_removed', 'goods']);
  });

  it('says a lookup failed when the network did, and asks again on retry', async () => {
    server.use(http.post('*/api/commodity/commodityList', () => HttpResponse.error()));
    const warn = expectedConsole('warn');
    const lookup = lookupOn();
    await settled(lookup, [{ code: 'ACC-A10001-01' }]);
    expect(lookup.find({ code: 'ACC-A10001-01' }).status).toBe('failed');
    expect(warn).toHaveBeenCalledWith('request failed:', 'Failed to fetch');
    server.resetHandlers();
    lookup.retry({ failedOnly: true });
    await settled(lookup, [{ code: 'ACC-A10001-01' }]);
    expect(lookup.find({ code: 'ACC-A10001-01' }).status).toBe('found');
  });
});

describe('codes', () => {
  it('finds a code’s stem and a goods’ own code', () => {
    expect(codeStem('acc-10342-gd-08')).toBe('ACC-10342-GD');
    expect(codeStem('6901234567892')).toBe('6901234567892');
    const goods = (skus: string[]) => ({ specs: skus.map((sku) => ({ sku })) }) as unknown as GoodsDetail;
    expect(goodsCodeOf(goods(['ACC-10342-GD-08', 'ACC-10342-SV-07']))).toBe('ACC-10342');
    expect(goodsCodeOf(goods(['ACC-A10001-00', 'ACC-A10001-01']))).toBe('ACC-A10001');
    expect(goodsCodeOf(goods(['ACC-A10001-00']))).toBe('ACC-A10001');
    expect(goodsCodeOf(goods(['X1', 'Y2']))).toBe('');
  });
});
