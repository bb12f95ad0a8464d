import { nanoid } from '@reduxjs/toolkit';
import { readQueuedChanges, storedQueue, type QueuedCartChange } from '@/state/cart-queue-slice';

/**
 * Where each page keeps the cart changes it has waiting (issue 16), and how a page takes over the
 * changes of one that is gone.
 *
 * Every page (a tab, or the same tab after a reload) writes its queue under its own key,
 * `acc-plus-cart-queue:<page id>`, and from its first write holds a Web Lock of that name until it
 * goes (the browser releases a page's locks when it is closed, reloaded or crashes). A key whose
 * lock nobody holds is a gone page's queue: the next page of this account on the device takes its
 * changes into its own queue, sends them and removes the key. A page that is still open keeps its
 * own, so two tabs never send the same change twice (twice an "add to cart" is twice the pieces);
 * and a tab that closes with changes waiting hands them to a tab left open (each page waits for the
 * lock of every other page's queue, and takes it over when it is granted).
 *
 * Decided (the spec is silent): a tab does not show another open tab's waiting changes as its
 * own; it shows them once that tab is gone. A gone page's queue of another account is dropped: one
 * account is signed in on a device at a time, so that account's session has ended, and a session
 * end drops its waiting changes. A browser without Web Locks (before 2022) takes every page's queue
 * it finds at start, as one shared queue did before, and hands nothing over while it runs.
 */
export const CART_QUEUE_KEY_PREFIX = 'acc-plus-cart-queue';
/** Held by the page taking over queues, so two pages never take the same one. */
const TAKING_OVER = `${CART_QUEUE_KEY_PREFIX}-taking-over`;

/** The parts of the Web Locks API used here. */
export type PageLocks = Pick<LockManager, 'request' | 'query'>;
/** The parts of Web Storage used here (localStorage, or a test's stand-in). */
export type QueueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** The device's queue keys: every page's, and the one key all pages shared before (taken over like a gone page's). */
export const isCartQueueKey = (key: string) => key === CART_QUEUE_KEY_PREFIX || key.startsWith(`${CART_QUEUE_KEY_PREFIX}:`);

export interface CartQueueKeeper {
  /** This page's key (its lock's name too). */
  readonly key: string;
  /** Writes this page's waiting changes, within the dispatch that changed them; emptied, the key goes. */
  keep(account: string, changes: readonly QueuedCartChange[]): void;
  /** Takes the changes of every gone page of this account: handed to `take`, their keys removed. */
  takeOver(account: string, take: (changes: QueuedCartChange[]) => void): Promise<void>;
  /** Takes over each other page's changes when that page goes. Returns how to stop. */
  watch(account: () => string, take: (changes: QueuedCartChange[]) => void): () => void;
}

export function createCartQueueKeeper(options: { storage: QueueStorage | null; locks: PageLocks | null; key?: string }): CartQueueKeeper {
  const { storage, locks } = options;
  const key = options.key ?? `${CART_QUEUE_KEY_PREFIX}:${nanoid()}`;
  let holding = false;

  const queueKeys = (): string[] => {
    if (!storage) return [];
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const found = storage.key(i);
      if (found !== null && isCartQueueKey(found)) keys.push(found);
    }
    return keys;
  };

  /** The names of the locks held or asked for now: the pages still open. Null without Web Locks. */
  const livePages = async (): Promise<Set<string> | null> => {
    if (!locks) return null;
    const { held = [], pending = [] } = await locks.query();
    return new Set([...held, ...pending].flatMap((lock) => (lock.name ? [lock.name] : [])));
  };

  const takeOver: CartQueueKeeper['takeOver'] = async (account, take) => {
    const run = async () => {
      const live = await livePages();
      const found: QueuedCartChange[] = [];
      for (const other of queueKeys()) {
        // Without Web Locks nothing says which page is open: every queue is taken, this page's too
        // (its changes come back with the ids it holds, which the queue merges, not repeats).
        if (live?.has(other)) continue;
        found.push(...readQueuedChanges(storage?.getItem(other) ?? null, account));
        storage?.removeItem(other);
      }
      // Within the hold, so another page never finds these changes in no page's queue.
      if (found.length > 0) take(found);
    };
    try {
      await (locks ? locks.request(TAKING_OVER, run) : run());
    } catch (error) {
      // Storage or the locks refused: the changes stay where they are, for the next start.
      console.warn('waiting cart changes of a closed page not taken over:', error);
    }
  };

  return {
    key,
    keep(account, changes) {
      try {
        if (changes.length === 0 || !account) {
          storage?.removeItem(key);
          return;
        }
        storage?.setItem(key, storedQueue(account, changes));
      } catch (error) {
        // Storage full or refused: the changes still wait in memory for this page.
        console.warn('cart changes not kept on the device:', error);
        return;
      }
      // Asked for in the same task as the write, so a page looking for gone pages' queues finds
      // this one held or asked for. Never released: the browser does it when the page goes.
      if (!holding && locks) {
        holding = true;
        locks.request(key, () => new Promise<never>(() => undefined)).catch((error: unknown) => {
          console.warn('cart queue lock not held:', error);
        });
      }
    },
    takeOver,
    watch(account, take) {
      if (!locks || typeof window === 'undefined') return () => undefined;
      const stop = new AbortController();
      const waiting = new Set<string>();
      const follow = (other: string) => {
        if (other === key || waiting.has(other) || !isCartQueueKey(other)) return;
        waiting.add(other);
        // Granted when the page holding it goes (at once if it is gone already).
        locks.request(other, { signal: stop.signal }, () => undefined).then(
          () => {
            waiting.delete(other);
            const now = account();
            if (now) void takeOver(now, take);
          },
          () => undefined,
        );
      };
      for (const other of queueKeys()) follow(other);
      // Another tab's first write: its lock is asked for in the same task, so it is held or waited
      // for by the time this tab hears of it.
      const onStorage = (event: StorageEvent) => {
        if (event.key !== null && event.newValue !== null) follow(event.key);
      };
      window.addEventListener('storage', onStorage);
      return () => {
        stop.abort();
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

let thisPage: CartQueueKeeper | undefined;

/** This page's keeper, on the browser's localStorage and Web Locks (either may be missing or refused). */
export function pageCartQueue(): CartQueueKeeper {
  thisPage ??= createCartQueueKeeper({ storage: deviceStorage(), locks: pageLocks() });
  return thisPage;
}

function deviceStorage(): QueueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function pageLocks(): PageLocks | null {
  return typeof navigator === 'undefined' ? null : ((navigator as Partial<Navigator>).locks ?? null);
}
