import type { BaseQueryApi, BaseQueryFn } from '@reduxjs/toolkit/query';
import { Mutex } from 'async-mutex';
import { SERVER_HEADER_VALUE, TIMEOUTS, type Locale } from '@/lib/constants';
import type { SliceState } from '@/state/hooks';
import { tokenRefreshed } from '@/state/session-slice';
import { loadingFinished, loadingStarted, toastRequested } from '@/state/ui-slice';
import { apiConfig } from './config';
import { loginRequired } from './events';
import { report, type ApiError } from './failures';
import { apiMessages } from './messages';
import { noteOutcome, savedReadKey, servedFromSaved } from './offline-reads';
import { interpret, type Outcome } from './outcome';
import { requestsHeld, requestsReleased } from './request-gate';
import { post } from './transport';
import type { Check } from '@/lib/check';

export type { ApiError, ApiErrorKind } from './failures';

export interface RequestArgs {
  url: string;
  body?: unknown;
  /** The answer's check (validate*.ts); a body that fails it is a handled 'bad_response' error. */
  validate?: Check<unknown>;
  /** This call's own choices (never sent as fields of the body). */
  call?: CallOptions;
}

/**
 * Per-call choices a read may carry in its argument as `call` (define.ts takes them out of the
 * body). RTK Query keys its cache by the whole argument, so such a call has its own entry.
 */
export interface CallOptions {
  /** Answer in this language rather than the interface's (a line sheet in the customer's language). */
  lang?: Locale;
  /** No toast or dialog on failure: a check in the background (stock watch) must not interrupt. */
  silent?: boolean;
}

/** Declared per endpoint (`extraOptions`). */
export interface ApiExtraOptions {
  /** Show the loading overlay while the call runs (refresh and replay included). */
  loading?: boolean;
  /** No toast or dialog on failure (the start-up calls): the caller decides what to say. */
  silent?: boolean;
  /** basePath (default) or the second site, basePath2. */
  site?: 'basePath' | 'basePath2';
  /** Where this request's stock shortfall (304) is fixed, from its body; the cart when not given. */
  shortfallTo?: (body: unknown) => string;
}

/**
 * Not in the spec's list; the server family's refresh (server-family.md): POST with
 * `{ refreshToken }` and the expired token still in `ba-user-token`, answering `data.token`.
 * Sent by the baseQuery itself, never as an endpoint, so it can never trigger a refresh.
 */
export const REFRESH_PATH = '/api/common/refreshToken';

type State = Pick<SliceState, 'session' | 'lang' | 'sysConfig'>;

/** Spec section 7: the six headers, each only when it has a value. */
export function requestHeaders(state: State): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const put = (name: string, value: string) => {
    if (value) headers[name] = value;
  };
  put('browser-only-code', state.session.visitor_id);
  put('client-type', state.sysConfig.clientType);
  put('server', SERVER_HEADER_VALUE);
  // The language on screen: a launch that fell back to zh asks for zh texts (that launch only).
  put('lang', state.lang.fallback || state.lang.lang);
  put('ba-user-token', state.session['ba-user-token']);
  put('third-session', state.session.third_session);
  return headers;
}

const stateOf = (api: BaseQueryApi) => api.getState() as State;
const tokenOf = (api: BaseQueryApi) => stateOf(api).session['ba-user-token'];
const baseOf = (site: ApiExtraOptions['site']) =>
  site === 'basePath2' ? apiConfig.basePath2 || apiConfig.basePath : apiConfig.basePath;

async function exchange(args: RequestArgs, api: BaseQueryApi, extra: ApiExtraOptions): Promise<Outcome> {
  const headers = requestHeaders(stateOf(api));
  if (args.call?.lang) headers.lang = args.call.lang;
  const transport = await post(
    baseOf(extra.site) + args.url,
    args.body,
    headers,
    TIMEOUTS.requestMs,
    api.signal,
  );
  const outcome = interpret(transport);
  if (outcome.kind !== 'ok' || !args.validate) return outcome;
  const problem = args.validate(outcome.data);
  return problem === null ? outcome : { kind: 'bad_shape', detail: `${args.url} data${problem}` };
}

/**
 * One refresh at a time, per store. `rounds` counts finished refreshes so a request that waited
 * on one reads its result instead of starting another; `last` is that result.
 */
interface Coordinator {
  mutex: Mutex;
  rounds: number;
  last: ApiError | null;
}
const coordinators = new WeakMap<object, Coordinator>();
function coordinatorOf(api: BaseQueryApi): Coordinator {
  let c = coordinators.get(api.getState);
  if (!c) {
    c = { mutex: new Mutex(), rounds: 0, last: null };
    coordinators.set(api.getState, c);
  }
  return c;
}

const sessionLost = (): ApiError => ({ kind: 'session_expired', code: 60001, msg: 'session expired' });

/** The session cannot be renewed: say so once, and let the listener clear it and go to login. */
function endSession(api: BaseQueryApi, silent: boolean): ApiError {
  if (tokenOf(api) !== '') {
    if (!silent) api.dispatch(toastRequested({ text: { message: apiMessages.sessionExpired }, acrossPages: true }));
    api.dispatch(loginRequired({ reason: 'refresh-failed' }));
  }
  return sessionLost();
}

/** The refresh call; answers null on success, else the error for every waiting request. */
async function refresh(api: BaseQueryApi, silent: boolean): Promise<ApiError | null> {
  const state = stateOf(api);
  const refreshToken = state.session.refresh_token;
  // No refresh token (login without `keep`): the server would refuse; do not ask it.
  if (!refreshToken) return endSession(api, silent);
  const outcome = interpret(
    await post(apiConfig.basePath + REFRESH_PATH, { refreshToken }, requestHeaders(state), TIMEOUTS.requestMs),
  );
  if (outcome.kind === 'ok') {
    const data = outcome.data as { token?: unknown } | null;
    if (typeof data?.token === 'string' && data.token !== '') {
      api.dispatch(tokenRefreshed(data.token));
      return null;
    }
  }
  // The server answered no (code 0, 60001, 303…, or no token): the session is over.
  if (outcome.kind === 'ok' || outcome.kind === 'token_expired' || outcome.kind === 'business' || outcome.kind === 'not_logged_in') {
    return endSession(api, silent);
  }
  // No answer (network, timeout, 5xx, garbage): the session may still be good; fail these requests only.
  return report(outcome, api.dispatch, silent);
}

/** Resolves true when the request may be replayed with a newer token, else its rejection. */
async function renewToken(api: BaseQueryApi, sentWith: string, silent: boolean): Promise<true | ApiError> {
  const c = coordinatorOf(api);
  const seen = c.rounds;
  if (c.mutex.isLocked()) {
    await c.mutex.waitForUnlock();
  } else {
    await c.mutex.runExclusive(async () => {
      // A token newer than the one this request carried: someone refreshed already.
      if (c.rounds !== seen || tokenOf(api) !== sentWith) return;
      c.last = await refresh(api, silent);
      c.rounds += 1;
    });
  }
  if (c.rounds !== seen) return c.last ? { ...c.last } : true;
  return tokenOf(api) !== '' ? true : sessionLost();
}

async function run(args: RequestArgs, api: BaseQueryApi, extra: ApiExtraOptions) {
  // A first visit's fingerprint (and the demo's worker) may still be on its way: no call leaves
  // before it, so every call carries browser-only-code (request-gate.ts).
  if (requestsHeld()) await requestsReleased();
  const silent = extra.silent === true;
  const c = coordinatorOf(api);
  if (c.mutex.isLocked()) {
    // A refresh is running: wait, then go with the new token, or not at all if it failed.
    const before = tokenOf(api);
    const seen = c.rounds;
    await c.mutex.waitForUnlock();
    if (before !== '') {
      if (tokenOf(api) === '') return { error: sessionLost() };
      if (c.rounds !== seen && c.last && tokenOf(api) === before) return { error: { ...c.last } };
    }
  }
  let sentWith = tokenOf(api);
  let outcome = await exchange(args, api, extra);
  // A 303 that answers a session the shopper no longer holds (they logged in again while this
  // request was on its way) says nothing of the new one: ask again with it, once, rather than end it.
  if (outcome.kind === 'not_logged_in' && tokenOf(api) !== '' && tokenOf(api) !== sentWith) {
    sentWith = tokenOf(api);
    outcome = await exchange(args, api, extra);
  }
  if (outcome.kind === 'token_expired') {
    const renewed = await renewToken(api, sentWith, silent);
    if (renewed !== true) return { error: renewed };
    outcome = await exchange(args, api, extra);
    // Expired again right after a refresh: the server will not take this session; no loop.
    if (outcome.kind === 'token_expired') return { error: endSession(api, silent) };
  }
  // Issue 16: catalogue reads are saved, and their saved copy answers when the network does not.
  const key = savedReadKey(api, baseOf(extra.site), args.url, args.body, args.call?.lang);
  noteOutcome(api, key, outcome);
  if (outcome.kind === 'ok') return { data: outcome.data };
  const saved = await servedFromSaved(api, args.url, key, outcome, args.validate, savedReadKey(api, baseOf(extra.site), args.url, args.body, ''));
  if (saved) return saved;
  return { error: report(outcome, api.dispatch, silent, extra.shortfallTo?.(args.body)) };
}

/**
 * The baseQuery of spec sections 7–9: headers, timeout, envelope, refresh with replay, the error
 * catalogue. It never touches the DOM or window.location; every effect is a dispatched event.
 */
// RTK Query passes undefined for an endpoint that declares no extraOptions.
export const baseQuery: BaseQueryFn<RequestArgs, unknown, ApiError, ApiExtraOptions | undefined> = async (
  args,
  api,
  extraOptions,
) => {
  const extra = args.call?.silent ? { ...extraOptions, silent: true } : (extraOptions ?? {});
  if (!extra.loading) return run(args, api, extra);
  api.dispatch(loadingStarted());
  try {
    return await run(args, api, extra);
  } finally {
    api.dispatch(loadingFinished());
  }
};
