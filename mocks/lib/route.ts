import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { EndpointPath, ResponseOf } from '@/api/types';
import { faultFor } from '../faults';
import { CODE, tokenState } from '../rules/auth';
import { tick } from '../rules/clock';
import type { DemoState, UserRecord } from '../state/schema';
import { commit, db } from '../state/store';
import { say } from '../data/server-texts';
import { DemoError } from './errors';
import type { Body } from './input';
import { localeOf, type DemoLocale } from './locale';
import { now } from './settings';

/**
 * Every demo call goes through here: fault injection, body parsing, the headers (ba-user-token,
 * client-type, lang), the login rules (303, 60001/60002), the shop's clock, the envelope, and
 * saving the state. A rule that refuses throws DemoError; anything unexpected is still answered
 * in the envelope with code 0, never as an HTTP 500.
 */
export type Auth = 'public' | 'optional' | 'user';

export interface Ctx {
  body: Body;
  locale: DemoLocale;
  clientType: string;
  token: string;
  user: UserRecord | null;
  db: DemoState;
  path: string;
  request: Request;
}

export interface UserCtx extends Ctx {
  user: UserRecord;
}

/** Data with a success message (BuildAdmin answers some writes with a msg and null data). */
export class Reply<T> {
  constructor(
    readonly data: T,
    readonly msg: string,
  ) {}
}

export function reply<T>(data: T, msg: string): Reply<T> {
  return new Reply(data, msg);
}

type Result<T> = T | Reply<T>;

export function envelope(code: number, msg: string, data: unknown): Response {
  return HttpResponse.json({ code, msg, time: now(), data });
}

async function readBody(request: Request): Promise<Body | null> {
  const raw = await request.text();
  if (raw.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Body) : null;
  } catch {
    return null;
  }
}

/** Answers for fault statuses look like a proxy's, not like the shop's JSON. */
function faultResponse(status: number): Response {
  const text = status === 502 ? 'Bad Gateway' : status === 503 ? 'Service Unavailable' : `Error ${String(status)}`;
  return new HttpResponse(`<html><body><h1>${String(status)} ${text}</h1></body></html>`, { status, headers: { 'content-type': 'text/html' } });
}

export async function handle(request: Request, path: string, auth: Auth, fn: (ctx: Ctx) => unknown): Promise<Response> {
  const fault = faultFor(path);
  if (fault.delayMs > 0) await delay(fault.delayMs);
  if (fault.offline) return HttpResponse.error();
  if (fault.status !== null) return faultResponse(fault.status);

  const body = await readBody(request);
  if (body === null) return envelope(CODE.fail, 'The request body must be a JSON object', null);
  const locale = localeOf(request.headers.get('lang'));
  try {
    const state = db();
    const token = request.headers.get('ba-user-token')?.trim() ?? '';
    const ctx: Ctx = {
      body,
      locale,
      clientType: request.headers.get('client-type')?.trim() ?? 'H5',
      token,
      user: null,
      db: state,
      path,
      request,
    };
    tick(state);
    if (auth !== 'public') {
      const t = tokenState(state, token, fault.expireBefore);
      if (t.kind === 'expired') return envelope(t.forced ? CODE.expiredForced : CODE.expired, 'Token expired, please refresh', null);
      if (t.kind === 'ok') ctx.user = t.user;
      else if (auth === 'user') return envelope(CODE.needLogin, 'Please login first', { type: 'need login' });
    }
    const out = fn(ctx);
    commit();
    return out instanceof Reply ? envelope(CODE.ok, out.msg, out.data) : envelope(CODE.ok, '', out ?? null);
  } catch (error) {
    commit();
    if (error instanceof DemoError) return envelope(error.code, error.texts?.[locale] ?? say(error.message, locale), error.data);
    console.error(`[demo] ${path} failed`, error);
    const detail = error instanceof Error ? error.message : String(error);
    return envelope(CODE.fail, `The demo server could not handle this request (${detail})`, null);
  }
}

/** A typed handler for one path of the API: the answer must be that path's response type. */
export function route<P extends EndpointPath>(path: P, auth: 'user', fn: (ctx: UserCtx) => Result<ResponseOf<P>>): HttpHandler;
export function route<P extends EndpointPath>(path: P, auth: 'public' | 'optional', fn: (ctx: Ctx) => Result<ResponseOf<P>>): HttpHandler;
export function route<P extends EndpointPath>(path: P, auth: Auth, fn: (ctx: Ctx & UserCtx) => Result<ResponseOf<P>>): HttpHandler {
  return http.post(`*${path}`, ({ request }) => handle(request, path, auth, fn as (ctx: Ctx) => unknown));
}
