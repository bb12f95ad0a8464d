// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servePrecompressed } from '../../scripts/precompress';

/** An answer as the browser gets it off the wire: status, encoding and the bytes, not decoded. */
function fetchRaw(url: string, acceptEncoding: string): Promise<{ status: number; encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('vite preview sends the build’s precompressed files', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'serve-precompressed-'));
  const raw = Buffer.from(`export const shop = ${JSON.stringify('ACC+ '.repeat(2000))};\n`);
  const br = brotliCompressSync(raw);
  const gz = gzipSync(raw);
  let server: PreviewServer;
  let base = '';

  beforeAll(async () => {
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>shop</title>');
    writeFileSync(path.join(dir, 'assets/app.js'), raw);
    writeFileSync(path.join(dir, 'assets/app.js.br'), br);
    writeFileSync(path.join(dir, 'assets/app.js.gz'), gz);
    server = await preview({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [servePrecompressed()],
      build: { outDir: dir },
      preview: { host: '127.0.0.1', port: 0 },
    });
    const address = server.httpServer.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${String(address.port)}`;
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('brotli to a browser that takes it, the very bytes the build wrote', async () => {
    const answer = await fetchRaw(`${base}/assets/app.js`, 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.encoding).toBe('br');
    expect(answer.body.equals(br)).toBe(true);
  });

  it('gzip to one that takes only gzip, and the file itself to one that takes neither', async () => {
    const gzipped = await fetchRaw(`${base}/assets/app.js`, 'gzip, deflate');
    expect(gzipped.encoding).toBe('gzip');
    expect(gzipped.body.equals(gz)).toBe(true);
    const plain = await fetchRaw(`${base}/assets/app.js`, 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.equals(raw)).toBe(true);
  });
});
