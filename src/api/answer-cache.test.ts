// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cacheStorageStore } from './answer-cache';

/** Cache Storage as the browser keeps it, in memory: Responses by address, in insertion order. */
function fakeCacheStorage() {
  const caches = new Map<string, Map<string, Response>>();
  const open = (name: string) => {
    let entries = caches.get(name);
    if (!entries) caches.set(name, (entries = new Map<string, Response>()));
    const kept = entries;
    return Promise.resolve({
      match: (url: string) => Promise.resolve(kept.get(url)?.clone()),
      put: (url: string, response: Response) => Promise.resolve(void kept.set(url, response)),
      delete: (url: string) => Promise.resolve(kept.delete(url)),
      keys: () => Promise.resolve([...kept.keys()].map((url) => new Request(url))),
    });
  };
  const storage = { open, delete: (name: string) => Promise.resolve(caches.delete(name)) } as unknown as CacheStorage;
  return { storage, caches };
}

describe('saved answers in Cache Storage', () => {
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
