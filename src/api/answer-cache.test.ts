// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_SAVED_ANSWERS, cacheStorageStore } from './answer-cache';

/**
 * Cache Storage as the browser keeps it, in memory: Responses by address, in insertion order; a
 * `put` over an address removes its entry and adds the new one at the end (as Chromium does).
 */
function fakeCacheStorage() {
  const address = (key: RequestInfo) => (typeof key === 'string' ? key : key.url);
  const caches = new Map<string, Map<string, Response>>();
  const open = (name: string) => {
    let entries = caches.get(name);
    if (!entries) caches.set(name, (entries = new Map<string, Response>()));
    const kept = entries;
    return Promise.resolve({
      match: (key: RequestInfo) => Promise.resolve(kept.get(address(key))?.clone()),
      put: (key: RequestInfo, response: Response) => {
        kept.delete(address(key));
        kept.set(address(key), response);
        return Promise.resolve();
      },
      delete: (key: RequestInfo) => Promise.resolve(kept.delete(address(key))),
      keys: () => Promise.resolve([...kept.keys()].map((url) => new Request(url))),
    });
  };
  const opens = vi.fn(open);
  const storage = { open: opens, delete: (name: string) => Promise.resolve(caches.delete(name)) } as unknown as CacheStorage;
  return { storage, caches, opens };
}

const answer = (id: number) => ({ data: { id }, envelope: JSON.stringify({ code: 1, data: { id } }), savedAt: 1_700_000_000_000 + id });

describe('saved answers in Cache Storage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the cache once for a page’s burst of answers, and again after a clear (whose cache is gone)', async () => {
    const { storage, opens } = fakeCacheStorage();
    const store = cacheStorageStore(storage, 'https://shop.example');
    await Promise.all([1, 2, 3, 4, 5, 6].map((id) => store.write(`/k${id}`, answer(id))));
    expect(await store.read('/k3')).toEqual({ data: { id: 3 }, savedAt: 1_700_000_000_003 });
    expect(opens).toHaveBeenCalledTimes(1);

    await store.clear();
    expect(await store.read('/k3')).toBeNull();
    await store.write('/k7', answer(7));
    expect(await store.read('/k7')).toEqual({ data: { id: 7 }, savedAt: 1_700_000_000_007 });
    expect(opens).toHaveBeenCalledTimes(2);
  });

  it('keeps the newest answers when there are too many, an answer saved again counting as new', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { storage, caches } = fakeCacheStorage();
    const store = cacheStorageStore(storage, 'https://shop.example');
    for (let id = 0; id <= MAX_SAVED_ANSWERS; id++) await store.write(`/k${id}`, answer(id));
    await store.write('/k0', answer(0));
    await vi.runAllTimersAsync();
    // The trim's own steps (open, keys, deletes) settle after its timer.
    await new Promise((settled) => setImmediate(settled));

    const kept = [...(caches.get('acc-plus-answers-v2')?.keys() ?? [])];
    expect(kept).toHaveLength(MAX_SAVED_ANSWERS);
    expect(kept).toContain('https://shop.example/k0');
    expect(kept).not.toContain('https://shop.example/k1');
  });

  it('keeps the envelope’s text as the server sent it, and reads back its data and the time it was saved', async () => {
    const { storage, caches } = fakeCacheStorage();
    const store = cacheStorageStore(storage, 'https://shop.example');
    // Spacing no JSON.stringify would write: the text is kept, not written out again.
    const envelope = '{ "code": 1, "msg": "ok", "data": { "list": [ { "id": 7 } ] } }';
    await store.write('/__saved-answers__/api/common/hotSearch?a=guest', { data: { list: [{ id: 7 }] }, envelope, savedAt: 1_700_000_000_000 });

    const kept = [...(caches.get('acc-plus-answers-v2') ?? new Map<string, Response>()).values()];
    expect(await Promise.all(kept.map((response) => response.clone().text()))).toEqual([envelope]);
    expect(await store.read('/__saved-answers__/api/common/hotSearch?a=guest')).toEqual({ data: { list: [{ id: 7 }] }, savedAt: 1_700_000_000_000 });
    expect(await store.read('/__saved-answers__/api/common/hotSearch?a=U8')).toBeNull();
  });

  it('reads nothing from an entry without its time or its data', async () => {
    const { storage } = fakeCacheStorage();
    const cache = await storage.open('acc-plus-answers-v2');
    await cache.put('https://shop.example/k1', new Response('{"code":1,"data":[]}'));
    await cache.put('https://shop.example/k2', new Response('{"code":1}', { headers: { 'x-acc-saved-at': '5' } }));
    const store = cacheStorageStore(storage, 'https://shop.example');
    expect(await store.read('/k1')).toBeNull();
    expect(await store.read('/k2')).toBeNull();
  });
});
