import type { PersistConfig, PersistedState } from 'redux-persist';
import type { LangState } from '@/state/lang-slice';
import type { SessionState } from '@/state/session-slice';
import { PERSIST_VERSION, browserStore, specKeyStorage, type KeyValueStore } from './spec-key-storage';
import { LANG_FIELDS, SESSION_FIELDS, linkSessionToken, type Field } from './stored-fields';

/**
 * Persistence of the spec's client keys (section 3), each under its own key in uni-app's H5 format
 * (spec-key-storage.ts): the session keys and the language keys, nothing else (never the API
 * cache). Each field is checked on the way in (stored-fields.ts): a value that does not parse, or
 * parses to a foreign shape, is dropped on its own and the rest of the state is kept.
 */
export { PERSIST_VERSION };

const SESSION_KEYS = Object.keys(SESSION_FIELDS) as (keyof SessionState)[];
const LANG_KEYS = Object.keys(LANG_FIELDS) as (keyof typeof LANG_FIELDS)[];
const LAYOUT = { 'persist:session': SESSION_KEYS, 'persist:lang': LANG_KEYS };

type Fields = Record<string, Field<unknown>>;

/** The fields that pass, in the app's shape; undefined when nothing usable was stored. */
export function sanitize(fields: Fields, finish: (state: Record<string, unknown>) => Record<string, unknown> = (s) => s) {
  return (inbound: unknown): (Record<string, unknown> & PersistedState) | undefined => {
    if (typeof inbound !== 'object' || inbound === null || Array.isArray(inbound)) return undefined;
    const source = inbound as Record<string, unknown>;
    const kept: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(fields)) {
      if (!Object.hasOwn(source, key)) continue;
      const value = field(source[key]);
      if (value !== undefined) kept[key] = value;
    }
    return { ...finish(kept), _persist: { version: PERSIST_VERSION, rehydrated: false } };
  };
}

/** redux-persist reads `deserialize` at run time (getStoredState) but leaves it out of its types. */
type SpecKeyPersistConfig<S> = PersistConfig<S> & { deserialize: false };

/** Reading storage never throws into the launch: whatever is wrong, the app boots on what passed. */
function migrateBy(clean: (inbound: unknown) => PersistedState | undefined) {
  return (state: PersistedState): Promise<PersistedState> => Promise.resolve(clean(state));
}

export function sessionPersistConfig(store: KeyValueStore | null = browserStore()): SpecKeyPersistConfig<SessionState> {
  return {
    key: 'session',
    storage: specKeyStorage(store, LAYOUT),
    version: PERSIST_VERSION,
    whitelist: SESSION_KEYS,
    serialize: false,
    deserialize: false,
    migrate: migrateBy(sanitize(SESSION_FIELDS, linkSessionToken)),
    timeout: 0,
  };
}

export function langPersistConfig(store: KeyValueStore | null = browserStore()): SpecKeyPersistConfig<LangState> {
  return {
    key: 'lang',
    storage: specKeyStorage(store, LAYOUT),
    version: PERSIST_VERSION,
    whitelist: LANG_KEYS,
    serialize: false,
    deserialize: false,
    migrate: migrateBy(sanitize(LANG_FIELDS)),
    timeout: 0,
  };
}
