import { readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect } from 'vitest';
import { ROUTES } from '@/lib/routes';

/**
 * What a server in front of the build must answer, whichever server it is (nginx, Caddy): the
 * page at every route, 404 for a missing asset, a hashed asset cached for good and compressed as
 * asked, revalidated workers and manifest, and the security headers on all of it.
 */

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as sent (still compressed when content-encoding says so). */
  raw: Buffer;
  /** The body decoded from its content-encoding. */
  body: Buffer;
}

/** One GET with exactly the request headers given (no client-side decompression, no redirects). */
export function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'identity', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const header = (answer: Answer, name: string): string => String(answer.headers[name.toLowerCase()] ?? '');

/** Every header of `wanted` (scripts/security-headers.ts for this build), with exactly its value. */
export function expectSecurityHeaders(answer: Answer, wanted: Record<string, string>, what: string): void {
  for (const [name, value] of Object.entries(wanted)) expect(header(answer, name), `${name} on ${what}`).toBe(value);
}

/**
 * The largest script index.html names (a hashed /assets/ file): the entry's modules. The entry's own
 * file is a few hundred bytes, too small to be worth compressing, so it would not test the encodings.
 */
function largestLinkedScript(root: string): string {
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  if (scripts.length === 0) throw new Error('index.html names no /assets/ script');
  const size = (file: string) => statSync(path.join(root, file)).size;
  return scripts.reduce((largest, file) => (size(file) > size(largest) ? file : largest));
}

export const DEEP_LINK = '/pages/business/goods/goodsInfo?id=10001';

/**
 * Checks a server (`url`) serving the build copied at `root` answers as README "Deploying" says.
 */
export async function expectServedAsIntended(url: string, root: string, securityHeaders: Record<string, string>): Promise<void> {
  const indexHtml = readFileSync(path.join(root, 'index.html'));

  // A deep link is the page, revalidated on every visit, under the policy.
  const deep = await get(url + DEEP_LINK, { accept: 'text/html' });
  expect(deep.status).toBe(200);
  expect(header(deep, 'content-type')).toMatch(/^text\/html/);
  expect(deep.body.equals(indexHtml), 'the deep link answers index.html').toBe(true);
  expect(header(deep, 'cache-control')).toBe('no-cache');
  expectSecurityHeaders(deep, securityHeaders, DEEP_LINK);

  // So is every route of the spec, and the page comes brotli-compressed when the browser takes it.
  for (const route of Object.values(ROUTES)) {
    const page = await get(url + route, { 'accept-encoding': 'br, gzip' });
    expect(page.status, route).toBe(200);
    expect(page.body.equals(indexHtml), `${route} answers index.html`).toBe(true);
    expect(header(page, 'content-encoding'), route).toBe('br');
  }

  // A missing asset is a 404, not the page, and nothing tells a cache to keep it.
  const missing = await get(`${url}/assets/nope.js`);
  expect(missing.status).toBe(404);
  expect(missing.body.includes('<div id="root">')).toBe(false);
  expect(header(missing, 'cache-control')).not.toMatch(/immutable|max-age=[1-9]/);
  expectSecurityHeaders(missing, securityHeaders, '/assets/nope.js');

  // A hashed asset: cached for a year, immutable, as the browser asks it to be encoded.
  const asset = largestLinkedScript(root);
  const file = readFileSync(path.join(root, asset));
  for (const [accept, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip'], ['identity', undefined]] as const) {
    const answer = await get(url + asset, { 'accept-encoding': accept });
    expect(answer.status, `${asset} (${accept})`).toBe(200);
    expect(header(answer, 'cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-encoding'], `${asset} with Accept-Encoding: ${accept}`).toBe(encoding);
    expect(answer.body.equals(file), `${asset} decodes to the file (${accept})`).toBe(true);
    if (encoding) expect(header(answer, 'vary').toLowerCase()).toContain('accept-encoding');
    expect(header(answer, 'content-type')).toMatch(/javascript/);
    expectSecurityHeaders(answer, securityHeaders, asset);
  }

  // The service worker and the web app manifest are never held back by a cache.
  for (const [file, type] of [['/sw.js', /javascript/], ['/manifest.webmanifest', /^application\/manifest\+json/], ['/icons/icon-192.png', /^image\/png/]] as const) {
    const answer = await get(url + file);
    expect(answer.status, file).toBe(200);
    expect(header(answer, 'content-type'), file).toMatch(type);
    expect(header(answer, 'cache-control'), file).toBe('no-cache');
    expectSecurityHeaders(answer, securityHeaders, file);
  }

  // The build's bookkeeping is not published.
  expect((await get(`${url}/.vite/manifest.json`)).status).toBe(404);
}
