import type { Locale } from '@/lib/constants';
import { toLocale } from '@/state/lang-slice';
import type { UserInfo } from '@/lib/server-shapes';
import type { SessionState } from '@/state/session-slice';

/**
 * What a stored value may be, field by field. Storage is shared with the shop's uni-app client and
 * anything else on the origin, so every value is read as untrusted: a field answers the value in
 * the shape the app uses, or undefined, and an undefined field is dropped on its own (the rest of
 * the state is kept). Values written by other clients in a looser form (a number where we keep a
 * string, a JSON text where we keep an object) are taken when their meaning is plain.
 */
export type Field<T> = (value: unknown) => T | undefined;

/** `"abc"` (a client that JSON-encoded a string before storing it) reads as abc. */
function unquoted(value: unknown): unknown {
  if (typeof value !== 'string' || value.length < 2 || !value.startsWith('"') || !value.endsWith('"')) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

const text =
  (max: number, pattern?: RegExp): Field<string> =>
  (raw) => {
    const value = unquoted(raw);
    return typeof value === 'string' && value.length <= max && (!pattern || pattern.test(value)) ? value : undefined;
  };

/**
 * A value the app sends as a request header (token, third session, fingerprint): visible ASCII
 * only. fetch() refuses a header with a newline or a character beyond Latin-1, so one such stored
 * value would fail every request the shop makes.
 */
const headerValue = text(4096, /^[\x21-\x7e]*$/);

/** Digits, stored as text or as a number (the uni-app client keeps numbers as numbers). */
const digits =
  (max: number): Field<string> =>
  (raw) => {
    const value = unquoted(raw);
    if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? String(value) : undefined;
    return typeof value === 'string' && value.length <= max && /^\d*$/.test(value) ? value : undefined;
  };

const numberOr = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const stringOr = (value: unknown, fallback = ''): string => {
  if (typeof value === 'string') return value.slice(0, 1024);
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : fallback;
};

/**
 * The logged-in user, rebuilt field by field: the user tab and the profile read these fields
 * directly, so a wrong type (an object for a nickname) would reach React. Launch refreshes the
 * user from the server anyway (spec section 4); until then the defaults stand in.
 */
export const userInfo: Field<UserInfo> = (raw) => {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return undefined;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const o = value as Record<string, unknown>;
  const gender = o.gender === 1 || o.gender === 2 ? o.gender : 0;
  const user: UserInfo = {
    id: numberOr(o.id, 0),
    username: stringOr(o.username),
    nickname: stringOr(o.nickname),
    email: stringOr(o.email),
    mobile: stringOr(o.mobile),
    avatar: stringOr(o.avatar),
    gender,
    birthday: stringOr(o.birthday),
    money: stringOr(o.money, '0.00'),
    score: numberOr(o.score, 0),
    join_time: numberOr(o.join_time, 0),
    motto: stringOr(o.motto),
    last_login_time: numberOr(o.last_login_time, 0),
    last_login_ip: stringOr(o.last_login_ip),
    token: headerValue(o.token) ?? '',
    refresh_token: headerValue(o.refresh_token) ?? '',
    userCode: stringOr(o.userCode),
  };
  if (typeof o.level === 'number' && Number.isInteger(o.level)) user.level = o.level;
  return user;
};

export const SESSION_FIELDS: { [K in keyof SessionState]: Field<SessionState[K]> } = {
  user_info: userInfo,
  'ba-user-token': headerValue,
  third_session: headerValue,
  refresh_token: headerValue,
  visitor_id: headerValue,
  device_id: (raw) => digits(40)(raw) ?? text(64, /^[\w-]*$/)(raw),
  invite_user: digits(20),
  sharer_user_code: text(64, /^[\w-]*$/),
};

export const LANG_FIELDS: { lang: Field<Locale | ''>; lang_name: Field<string> } = {
  // Loose codes of other clients ('zh_CN', 'zh-Hans', 'en-US') map onto our five; others drop.
  lang: (raw) => {
    const value = unquoted(raw);
    if (value === '') return '';
    return typeof value === 'string' ? (toLocale(value) ?? undefined) : undefined;
  },
  lang_name: text(64),
};

/**
 * One session, consistent: the token lives both in user_info and beside it (spec section 3); a
 * client that kept only one of them still counts as logged in. A user without any token is no
 * user (logged out).
 */
export function linkSessionToken(session: Partial<SessionState>): Partial<SessionState> {
  const user = session.user_info;
  const token = session['ba-user-token'] || user?.token || '';
  if (!user) return session;
  if (!token) return { ...session, user_info: null };
  return { ...session, 'ba-user-token': token, user_info: { ...user, token } };
}
