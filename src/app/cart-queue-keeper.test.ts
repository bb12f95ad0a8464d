import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueuedCartChange } from '@/state/cart-queue-slice';
import { CART_QUEUE_KEY_PREFIX, createCartQueueKeeper, type PageLocks, type QueueStorage } from './cart-queue-keeper';

/**
 * Pages of one device: a shared localStorage and the browser's lock manager, which releases a
 * page's locks when the page goes (closed, reloaded, crashed). A stand-in for both, as jsdom has
 * no Web Locks; the real ones are exercised by the browser test (tests/e2e/offline.e2e.test.ts).
 */
function device() {
  const data = new Map<string, string>();
  const storage: QueueStorage = {
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
  interface Ask {
    name: string;
    page: number;
    grant: () => void;
  }
  const held = new Map<string, number>();
  let asks: Ask[] = [];
  const grantNext = (name: string) => {
    const next = asks.find((ask) => ask.name === name);
    if (!next) return;
    asks = asks.filter((ask) => ask !== next);
    next.grant();
  };
  const release = (name: string) => {
    held.delete(name);
    grantNext(name);
  };
  let pages = 0;
  const open = () => {
    pages += 1;
    const page = pages;
    const locks: PageLocks = {
      request: (name: string, ...rest: unknown[]) => {
        const callback = rest.at(-1) as (lock: Lock | null) => unknown;
        const signal = rest.length > 1 ? (rest[0] as LockOptions).signal : undefined;
        return new Promise<unknown>((resolve, reject) => {
          const grant = () => {
            held.set(name, page);
            Promise.resolve(callback({ name, mode: 'exclusive' })).then(
              (result) => {
                if (held.get(name) === page) release(name);
                resolve(result);
              },
              (error: unknown) => {
                release(name);
                reject(error instanceof Error ? error : new Error(String(error)));
              },
            );
          };
          if (!held.has(name)) grant();
          else {
            const ask: Ask = { name, page, grant };
            asks.push(ask);
            signal?.addEventListener('abort', () => {
              asks = asks.filter((a) => a !== ask);
              reject(new DOMException('aborted', 'AbortError'));
            });
          }
        });
      },
      query: () =>
        Promise.resolve({
          held: [...held.keys()].map((name) => ({ name, mode: 'exclusive' as const, clientId: '' })),
          pending: asks.map((ask) => ({ name: ask.name, mode: 'exclusive' as const, clientId: '' })),
        }),
    };
    const keeper = createCartQueueKeeper({ storage, locks });
    /** The page goes: the browser drops what it asked for and releases what it held. */
    const close = () => {
      asks = asks.filter((ask) => ask.page !== page);
      for (const [name, holder] of [...held]) if (holder === page) release(name);
    };
    return { keeper, close };
  };
  return { data, storage, open };
}

const change = (id: string, quantity = 5): QueuedCartChange => ({ id, kind: 'quantity', lineId: 7, quantity, label: 'White / Pack of 10' });
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('each page keeps its own waiting cart changes', () => {
  it('a page still open keeps its changes: another page starting does not take them (they would be sent twice)', async () => {
    const phone = device();
    const first = phone.open();
    first.keeper.keep('u1', [change('a')]);
    const second = phone.open();
    const take = vi.fn();
    await second.keeper.takeOver('u1', take);
    expect(take).not.toHaveBeenCalled();
    expect(phone.data.get(first.keeper.key)).toContain('"id":"a"');
  });

  it('a reloaded page’s changes are taken by its next start, and its key goes', async () => {
    const phone = device();
    const before = phone.open();
    before.keeper.keep('u1', [change('a'), change('b', 9)]);
    before.close();
    const after = phone.open();
    const take = vi.fn();
    await after.keeper.takeOver('u1', take);
    expect(take).toHaveBeenCalledExactlyOnceWith([change('a'), change('b', 9)]);
    expect(phone.data.has(before.keeper.key)).toBe(false);
  });

  it('a tab closed with changes waiting hands them to a tab left open, which was watching', async () => {
    const phone = device();
    const closing = phone.open();
    closing.keeper.keep('u1', [change('a')]);
    const staying = phone.open();
    const take = vi.fn();
    const stop = staying.keeper.watch(() => 'u1', take);
    await settled();
    expect(take).not.toHaveBeenCalled();
    closing.close();
    await vi.waitFor(() => expect(take).toHaveBeenCalledExactlyOnceWith([change('a')]));
    expect(phone.data.has(closing.keeper.key)).toBe(false);
    stop();
  });

  it('a tab that starts keeping changes after the other opened is heard of by its first write, and handed over when it closes', async () => {
    const phone = device();
    const staying = phone.open();
    const take = vi.fn();
    const stop = staying.keeper.watch(() => 'u1', take);
    const later = phone.open();
    later.keeper.keep('u1', [change('c')]);
    // The browser tells other tabs of a localStorage write with a storage event.
    window.dispatchEvent(new StorageEvent('storage', { key: later.keeper.key, newValue: phone.data.get(later.keeper.key) ?? null }));
    await settled();
    expect(take).not.toHaveBeenCalled();
    later.close();
    await vi.waitFor(() => expect(take).toHaveBeenCalledExactlyOnceWith([change('c')]));
    stop();
  });

  it('an emptied queue leaves nothing on the device, and its page’s close hands nothing over', async () => {
    const phone = device();
    const page = phone.open();
    page.keeper.keep('u1', [change('a')]);
    const other = phone.open();
    const take = vi.fn();
    const stop = other.keeper.watch(() => 'u1', take);
    page.keeper.keep('u1', []);
    expect(phone.data.size).toBe(0);
    page.close();
    await settled();
    await settled();
    expect(take).not.toHaveBeenCalled();
    stop();
  });

  it('two pages starting at once take a gone page’s changes once between them', async () => {
    const phone = device();
    const gone = phone.open();
    gone.keeper.keep('u1', [change('a')]);
    gone.close();
    const one = vi.fn();
    const two = vi.fn();
    const first = phone.open();
    const second = phone.open();
    // Each takes them into its own queue within the hold, as the app's store does.
    await Promise.all([
      first.keeper.takeOver('u1', (changes) => {
        one(changes);
        first.keeper.keep('u1', changes);
      }),
      second.keeper.takeOver('u1', (changes) => {
        two(changes);
        second.keeper.keep('u1', changes);
      }),
    ]);
    expect([...one.mock.calls, ...two.mock.calls]).toEqual([[[change('a')]]]);
  });

  it('takes the one queue all pages shared before; drops a gone page’s queue of another account', async () => {
    const phone = device();
    phone.storage.setItem(CART_QUEUE_KEY_PREFIX, JSON.stringify({ account: 'u1', changes: [change('old')] }));
    const other = phone.open();
    other.keeper.keep('u2', [change('theirs')]);
    other.close();
    const page = phone.open();
    const take = vi.fn();
    await page.keeper.takeOver('u1', take);
    expect(take).toHaveBeenCalledExactlyOnceWith([change('old')]);
    expect(phone.data.size).toBe(0);
  });

  it('without Web Locks, takes every queue it finds at start (no page can be told open), and hands nothing over', async () => {
    const phone = device();
    const storage = phone.storage;
    const open = createCartQueueKeeper({ storage, locks: null });
    open.keep('u1', [change('a')]);
    const page = createCartQueueKeeper({ storage, locks: null });
    const take = vi.fn();
    await page.takeOver('u1', take);
    expect(take).toHaveBeenCalledExactlyOnceWith([change('a')]);
    const stop = page.watch(() => 'u1', take);
    stop();
  });

  it('storage that refuses a write costs the copy on the device, not the app', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const phone = device();
    const page = createCartQueueKeeper({
      storage: { ...phone.storage, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } },
      locks: null,
    });
    expect(() => page.keep('u1', [change('a')])).not.toThrow();
    expect(warn).toHaveBeenCalledWith('cart changes not kept on the device:', expect.any(DOMException));
  });
});
