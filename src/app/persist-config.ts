import type { MigrationManifest, PersistConfig, PersistedState } from 'redux-persist';
import createMigrate from 'redux-persist/es/createMigrate';
import storage from 'redux-persist/es/storage';
import type { Storage } from 'redux-persist';
import { LOCALES } from '@/lib/constants';
import type { LangState } from '@/state/lang-slice';
import type { SessionState } from '@/state/session-slice';

/**
 * Persistence of the spec's client keys (section 3): the session keys and the language keys,
 * nothing else (never the API cache). Each key is validated on the way in: a value that does not
 * parse, or parses to a foreign shape, is dropped on its own and the rest of the state is kept.
 */
export const PERSIST_VERSION = 1;

type Validator = (value: unknown) => boolean;
const isString: Validator = (v) => typeof v === 'string';
const isDigits: Validator = (v) => typeof v === 'string' && /^\d*$/.test(v);

function isUserInfo(v: unknown): boolean {
  if (v === null) return true;
  if (typeof v !== 'object' || Array.isArray(v)) return false;
  const o = v as Record<string, unknown>;
  return typeof o.token === 'string' && (o.userCode === undefined || typeof o.userCode === 'string');
}

const SESSION_FIELDS: Record<keyof SessionState, Validator> = {
  user_info: isUserInfo,
  'ba-user-token': isString,
  third_session: isString,
  refresh_token: isString,
  visitor_id: isString,
  device_id: isString,
  invite_user: isDigits,
  sharer_user_code: isString,
};

const LANG_FIELDS: Partial<Record<keyof LangState, Validator>> = {
  lang: (v) => v === '' || (LOCALES as readonly unknown[]).includes(v),
  lang_name: isString,
};

/** Unparseable JSON becomes a marker that sanitize() drops, instead of failing the whole restore. */
const UNREADABLE = '__unreadable__';
export function tolerantDeserialize(serial: string): unknown {
  try {
    return JSON.parse(serial);
  } catch {
    return UNREADABLE;
  }
}

export function sanitize(fields: Record<string, Validator>) {
  return (inbound: unknown): (Record<string, unknown> & PersistedState) | undefined => {
    if (typeof inbound !== 'object' || inbound === null || Array.isArray(inbound)) return undefined;
    const source = inbound as Record<string, unknown>;
    const kept: Record<string, unknown> = {};
    for (const [key, valid] of Object.entries(fields)) {
      if (key in source && source[key] !== UNREADABLE && valid(source[key])) kept[key] = source[key];
    }
    if (source._persist && typeof source._persist === 'object') kept._persist = source._persist;
    return kept as Record<string, unknown> & PersistedState;
  };
}

/** Version 0 had no language name; versions above add their steps here. */
const migrations: MigrationManifest = {
  1: (state) => state,
};

function migrateThenSanitize(fields: Record<string, Validator>) {
  const migrate = createMigrate(migrations);
  const clean = sanitize(fields);
  return async (state: PersistedState, version: number): Promise<PersistedState> => {
    // An unreadable whole (foreign JSON, a string) is treated as nothing stored.
    const inbound = clean(state);
    if (!inbound) return undefined;
    try {
      return clean(await migrate(inbound, version));
    } catch {
      return undefined;
    }
  };
}

/** redux-persist reads `deserialize` at runtime (getStoredState) but leaves it out of its types. */
type TolerantPersistConfig<S> = PersistConfig<S> & { deserialize: (serial: string) => unknown };

export function sessionPersistConfig(store: Storage = storage): TolerantPersistConfig<SessionState> {
  return {
    key: 'session',
    storage: store,
    version: PERSIST_VERSION,
    whitelist: Object.keys(SESSION_FIELDS),
    deserialize: tolerantDeserialize,
    migrate: migrateThenSanitize(SESSION_FIELDS),
    timeout: 0,
  };
}

export function langPersistConfig(store: Storage = storage): TolerantPersistConfig<LangState> {
  return {
    key: 'lang',
    storage: store,
    version: PERSIST_VERSION,
    whitelist: ['lang', 'lang_name'],
    deserialize: tolerantDeserialize,
    migrate: migrateThenSanitize(LANG_FIELDS),
    timeout: 0,
  };
}
