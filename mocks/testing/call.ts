import type { ApiEnvelope, EndpointPath, LoginResult, RequestOf, ResponseOf } from '@/api/types';
import { DEMO_ACCOUNT } from '../data/demo-account';

/** Test helpers: call the demo backend over fetch (msw/node answers) like the app does. */
export const ORIGIN = 'http://localhost';

export interface CallOptions {
  token?: string;
  lang?: string;
  clientType?: string;
  headers?: Record<string, string>;
}

export async function raw(path: string, body: unknown, opts: CallOptions = {}): Promise<Response> {
  return fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'client-type': opts.clientType ?? 'H5',
      lang: opts.lang ?? 'en',
      server: '1',
      ...(opts.token ? { 'ba-user-token': opts.token } : {}),
      ...opts.headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A typed call: the answer's envelope, whatever its code. */
export async function call<P extends EndpointPath>(path: P, body: RequestOf<P> | Record<string, unknown>, opts: CallOptions = {}): Promise<ApiEnvelope<ResponseOf<P>>> {
  const res = await raw(path, body, opts);
  return (await res.json()) as ApiEnvelope<ResponseOf<P>>;
}

/** A call that must succeed: its data. */
export async function ok<P extends EndpointPath>(path: P, body: RequestOf<P> | Record<string, unknown>, opts: CallOptions = {}): Promise<ResponseOf<P>> {
  const env = await call(path, body, opts);
  if (env.code !== 1) throw new Error(`${path} answered ${String(env.code)}: ${env.msg}`);
  return env.data;
}

export async function loginDemo(keep = true): Promise<LoginResult> {
  return ok('/api/user/checkIn', { tab: 'login', username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password, keep });
}

export async function demoToken(): Promise<string> {
  return (await loginDemo()).userInfo.token;
}

/** The demo account's default address (its id depends on the seed). */
export async function defaultAddressId(token: string): Promise<number> {
  const { list } = await ok('/api/account/addressList', {}, { token });
  const found = list.find((a) => a.is_default);
  if (!found) throw new Error('seed changed: no default address');
  return found.id;
}
