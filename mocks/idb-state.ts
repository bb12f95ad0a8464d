import type { StateStorage } from './state/store';

/**
 * The demo state in IndexedDB, for the demo's service worker (which has no localStorage). The
 * state store reads synchronously, so the saved value is read once when the worker starts
 * (`openStateStorage`) and then kept in memory; every save is written through, in order, and
 * `saved()` tells when the last write is done so the worker can stay alive until then.
 */
const DB_NAME = 'acc-plus-demo';
const STORE = 'kv';
/** The whole demo state under one key, as it was in localStorage (its version is inside the value). */
export const DEMO_STATE_KEY = 'acc-plus-demo-state';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openDb(idb: IDBFactory): Promise<IDBDatabase> {
  const open = idb.open(DB_NAME, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE);
  return request(open);
}

export interface IdbStateStorage extends StateStorage {
  /** Resolves when every write asked for so far has reached IndexedDB. */
  saved(): Promise<void>;
  /** A small value of the worker's own beside the state (the tabs' settings). */
  read(key: string): Promise<unknown>;
  write(key: string, value: unknown): void;
}

export async function openStateStorage(idb: IDBFactory = indexedDB): Promise<IdbStateStorage> {
  const db = await openDb(idb);
  const run = <T>(mode: IDBTransactionMode, op: (store: IDBObjectStore) => IDBRequest<T>) =>
    request(op(db.transaction(STORE, mode).objectStore(STORE)));
  let held = (await run('readonly', (s) => s.get(DEMO_STATE_KEY))) as unknown;
  let last: Promise<unknown> = Promise.resolve();
  // IndexedDB runs read-write transactions on one store in the order they were made.
  const queue = (op: (store: IDBObjectStore) => IDBRequest) => {
    last = run('readwrite', op).catch((error: unknown) => {
      console.warn('[demo] could not save the demo state', error);
    });
  };
  return {
    load: () => (typeof held === 'string' ? held : null),
    save: (value) => {
      held = value;
      queue((s) => s.put(value, DEMO_STATE_KEY));
    },
    clear: () => {
      held = null;
      queue((s) => s.delete(DEMO_STATE_KEY));
    },
    saved: () => last.then(() => undefined),
    read: (key) => run('readonly', (s) => s.get(key)),
    write: (key, value) => {
      queue((s) => s.put(value, key));
    },
  };
}
