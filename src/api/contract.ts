/**
 * What every call of docs/spec/endpoints.txt shares. Each endpoint group keeps its own contract
 * beside its endpoints (src/api/<group>/requests.ts, responses.ts); `@/api/types` re-exports them
 * all as types for the pages and the demo backend (mocks/).
 *
 * Conventions (server-family.md, and ours where the spec says "not shown"):
 * - Every answer is the envelope `{ code, msg, time, data }` (`ApiEnvelope`); the group types are
 *   `data`. A call that returns nothing answers `data: null` (`Empty`).
 * - Field names are snake_case like the server family's own (`join_time`, `last_login_ip`);
 *   request fields that the family names in camelCase (`refreshToken`, `oldPassword`) keep it.
 * - Ids are numbers. Money is a string with two decimals ('12.50'), never a float. Times are Unix
 *   seconds. Rates (discounts) are strings too ('0.95' = pay 95 %).
 * - Paged calls take `{ page, limit }` (page from 1) and answer `{ list, total }`.
 * - Booleans are JSON booleans. Rich text (descriptions, notices, agreements) is HTML and must go
 *   through DOMPurify before rendering.
 * - An answer's type is derived from its check (`Infer<typeof isX>`, src/lib/check.ts), so the two
 *   cannot drift; requests are only sent, never checked, and are plain types.
 */
import { arr, num, obj, type Check } from '@/lib/check';

/** A decimal amount as the server writes it: a string with two decimals, e.g. '1280.00'. */
export type Money = string;
/** Unix time in seconds. */
export type UnixTime = number;
export type Id = number;
/** A URL of an image: absolute, or a path on the API host. */
export type ImageUrl = string;
/** HTML from the server: sanitise with DOMPurify before rendering. */
export type RichText = string;

/** `data: null`: the call answers only with a message. */
export type Empty = null;
export type NoParams = Record<string, never>;

export interface PageRequest {
  /** 1-based. */
  page: number;
  limit: number;
}

export interface Paged<T> {
  list: T[];
  total: number;
}

/** A whole (unpaged) list, kept in the same `{ list }` shape as paged answers. */
export interface ListOf<T> {
  list: T[];
}

/** `{ list, total }` and `{ list }`, the family's paging shapes. */
export const paged = <T>(item: Check<T>): Check<Paged<T>> => obj({ list: arr(item), total: num });
export const listOf = <T>(item: Check<T>): Check<ListOf<T>> => obj({ list: arr(item) });

/** The envelope of every answer (spec section 8; server-family.md). */
export interface ApiEnvelope<T> {
  code: number;
  msg: string;
  time?: UnixTime;
  data: T;
  /** When present, the answer resolves as success whatever `code` says (spec section 8). */
  errCode?: unknown;
}

/** 303 carries `data.type` (server-family.md). */
export interface NotLoggedInData {
  type: 'need login' | 'logged in';
}

/** 304 (insufficient stock): `data` is a list of these (a `{ list }` wrapper is accepted too). */
export interface StockShortage {
  commodity_title: string;
  specs_title: string;
}

/** One path's request and answer, for the group path maps (`AccountPaths`, …). */
export interface Call<Req, Res> {
  request: Req;
  response: Res;
}
