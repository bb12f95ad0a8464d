// @vitest-environment node
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { DEMO_ACCOUNT } from '../data/demo-account';
import { server as inProcess } from '../node';
import { ALLOWED_REQUEST_HEADERS, createDemoHttpServer, isAllowedOrigin } from '../http-server';

/**
 * `npm run demo:server`: the demo handlers over real HTTP, called cross-origin with credentials
 * (a real-API build). The in-process MSW server of tests/setup.ts is closed here, so these calls
 * go over the wire to the HTTP server.
 */
const APP = 'http://192.168.1.20:4173';
let http: Server;
let base = '';

beforeAll(async () => {
  inProcess.close();
  http = createDemoHttpServer({ origins: ['https://qa.accplus.example'] });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((http.address() as AddressInfo).port)}`;
});
afterAll(async () => {
  await new Promise((resolve) => http.close(resolve));
});

const post = (path: string, origin: string, headers: Record<string, string> = {}) =>
  fetch(base + path, { method: 'POST', headers: { origin, 'content-type': 'application/json', ...headers }, body: '{}' });

describe('demo server over HTTP', () => {
  it('answers a preflight with the exact origin, credentials, the six spec headers and POST', async () => {
    const res = await fetch(`${base}/api/commodity/commodityList`, {
      method: 'OPTIONS',
      headers: { origin: APP, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,browser-only-code,lang' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(APP);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['browser-only-code', 'client-type', 'server', 'lang', 'ba-user-token', 'third-session', 'content-type']));
    expect(res.headers.get('vary')).toContain('Origin');
  });

  it('serves the demo handlers with the caller’s exact origin, never *', async () => {
    const res = await post('/api/common/systemDefaultLanguage', APP, { lang: 'fr' });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(APP);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    const body = (await res.json()) as { code: number; data: { lang: string } };
    expect(body.code).toBe(1);
    expect(body.data.lang).toBe('en');
  });

  it('compresses its answers as a real API server does, for callers that accept it', async () => {
    const plain = await fetch(`${base}/api/common/categoryList`, { method: 'POST', headers: { origin: APP, 'content-type': 'application/json', 'accept-encoding': 'identity' }, body: '{}' });
    const text = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    // The envelope's `time` is the server's clock in seconds, so two calls can be a second apart.
    const withoutTime = (body: string) => {
      const parsed = JSON.parse(body) as { time?: number };
      delete parsed.time;
      return parsed;
    };
    // Node's fetch asks for br and gzip by default and decodes the answer itself.
    const packed = await post('/api/common/categoryList', APP);
    expect(packed.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    expect(packed.headers.get('vary')).toMatch(/Origin/);
    expect(packed.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(withoutTime(await packed.text())).toEqual(withoutTime(text));
  });

  it('keeps one state for every client: a login from one is seen by another', async () => {
    const login = (await (
      await fetch(`${base}/api/user/checkIn`, {
        method: 'POST',
        headers: { origin: APP, 'content-type': 'application/json' },
        body: JSON.stringify({ tab: 'login', username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password, keep: true }),
      })
    ).json()) as { code: number; data: { userInfo: { token: string } } };
    expect(login.code).toBe(1);
    const other = 'http://10.0.0.7:5173';
    const info = (await (await post('/api/account/userInfo', other, { 'ba-user-token': login.data.userInfo.token })).json()) as { code: number };
    expect(info.code).toBe(1);
  });

  it('refuses a public site: no CORS headers, so the browser keeps the answer from it', async () => {
    const res = await post('/api/common/systemDefaultLanguage', 'https://evil.example');
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows this machine, private networks and the origins given, nothing else', () => {
    for (const ok of ['http://127.0.0.1:4173', 'http://localhost:5173', 'http://10.1.2.3', 'http://172.20.0.5:8080', 'http://192.168.0.9:4173', 'http://[::1]:4173', 'https://qa.accplus.example']) {
      expect(isAllowedOrigin(ok, ['https://qa.accplus.example']), ok).toBe(true);
    }
    for (const no of ['https://evil.example', 'http://172.32.0.1', 'http://8.8.8.8', 'null', 'file://', 'http://127.0.0.1.evil.example', 'http://192.168.0.9:4173/path']) {
      expect(isAllowedOrigin(no, ['https://qa.accplus.example']), no).toBe(false);
    }
  });

  it('allows exactly content-type and the six headers of spec section 7', () => {
    expect(ALLOWED_REQUEST_HEADERS).toHaveLength(7);
  });
});
