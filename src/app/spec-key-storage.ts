import type { Storage as PersistStorage } from 'redux-persist';
import { decodeUniValue, encodeUniValue } from './uni-storage-format';

/** The part of the Web Storage API the app uses (localStorage, or a map in tests). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Which spec keys (section 3) each redux-persist key spreads over: `{ 'persist:session': ['user_info', …] }`. */
export type KeyLayout = Readonly<Record<string, readonly string[]>>;

export const PERSIST_VERSION = 2;

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    // Storage blocked (private mode settings) or full: the app goes on with what it holds in memory.
    return fallback;
  }
}

/**
 * Version 1 kept a slice under one key, `persist:<slice>`, each field JSON-encoded inside a JSON
 * object. Shoppers still have that: it is read once, field by field, when the spec key is absent.
 */
function legacyFields(store: KeyValueStore, persistKey: string): Record<string, unknown> {
  const outer = safely(() => JSON.parse(store.getItem(persistKey) ?? 'null') as unknown, null);
  if (typeof outer !== 'object' || outer === null || Array.isArray(outer)) return {};
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(outer)) {
    if (key === '_persist' || typeof value !== 'string') continue;
    const inner = safely(() => JSON.parse(value) as unknown, undefined);
    if (inner !== undefined) fields[key] = inner;
  }
  return fields;
}

/**
 * A redux-persist storage (used with serialize and deserialize off) that keeps each field of a
 * slice under its own spec key, in uni-app's H5 format, instead of one double-encoded
 * `persist:<slice>` entry: QA reading storage, and the shop's uni-app client on the same origin,
 * find `ba-user-token`, `user_info`, `lang`… where the spec says. Reading takes a spec key first,
 * else version 1's field; writing removes version 1's entry, and an empty field removes its key.
 * Values come back decoded but unchecked: persist-config.ts checks them field by field.
 */
export function specKeyStorage(store: KeyValueStore | null, layout: KeyLayout): PersistStorage {
  const fieldsOf = (persistKey: string): readonly string[] => (Object.hasOwn(layout, persistKey) ? (layout[persistKey] ?? []) : []);

  function read(persistKey: string): Record<string, unknown> | null {
    if (!store) return null;
    const legacy = legacyFields(store, persistKey);
    const state: Record<string, unknown> = {};
    let found = false;
    for (const field of fieldsOf(persistKey)) {
      const text = safely(() => store.getItem(field), null);
      if (text !== null) state[field] = decodeUniValue(text);
      else if (field in legacy) state[field] = legacy[field];
      else continue;
      found = true;
    }
    return found ? { ...state, _persist: { version: PERSIST_VERSION, rehydrated: false } } : null;
  }

  function write(persistKey: string, state: unknown): void {
    if (!store || typeof state !== 'object' || state === null) return;
    const values = state as Record<string, unknown>;
    for (const field of fieldsOf(persistKey)) {
      if (!(field in values)) continue;
      const text = encodeUniValue(values[field]);
      safely(() => {
        if (text === null) store.removeItem(field);
        else if (store.getItem(field) !== text) store.setItem(field, text);
      }, undefined);
    }
    safely(() => store.removeItem(persistKey), undefined);
  }

  return {
    getItem: (key: string) => Promise.resolve(read(key)),
    setItem: (key: string, value: unknown) => {
      write(key, value);
      return Promise.resolve();
    },
    removeItem: (key: string) => {
      for (const field of fieldsOf(key)) safely(() => store?.removeItem(field), undefined);
      safely(() => store?.removeItem(key), undefined);
      return Promise.resolve();
    },
  };
}

/** localStorage, or null where the browser refuses it. */
export function browserStore(): KeyValueStore | null {
  return safely(() => (typeof window === 'undefined' ? null : window.localStorage), null);
}
