// @vitest-environment node
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as inProcess } from '@mocks/node';
import { startHttp2Front, type Http2Front } from '../../scripts/perf-http2-front';
import { throwawayTls, type Tls } from '../../scripts/perf-tls';

/** A local HTTP/1.1 server that answers with what it was asked, so the test sees what was forwarded. */
function echoServer(name: string): Promise<{ url: string; server: http.Server }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      res.writeHead(201, { 'content-type': 'application/json', 'x-served-by': name, connection: 'keep-alive' });
      res.end(JSON.stringify({ name, method: req.method, url: req.url, lang: req.headers['x-lang'] ?? null, body: Buffer.concat(chunks).toString() }));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`, server }));
  });
}

/** One request over HTTP/2, as chromium makes it: status, headers and the body's text. */
function request(origin: string, method: string, requestPath: string, body?: string) {
  return new Promise<{ status: number; headers: http2.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const client = http2.connect(origin, { rejectUnauthorized: false });
    client.on('error', reject);
    const stream = client.request({ ':method': method, ':path': requestPath, 'x-lang': 'fr', 'content-type': 'application/json' });
    let headers: http2.IncomingHttpHeaders = {};
    const chunks: Buffer[] = [];
    stream.on('response', (h) => {
      headers = h;
    });
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      client.close();
      resolve({ status: Number(headers[':status']), headers, text: Buffer.concat(chunks).toString() });
    });
    stream.on('error', reject);
    stream.end(body);
  });
}

describe('perf’s HTTP/2 front for the site and its API path', () => {
  let site: Awaited<ReturnType<typeof echoServer>>;
  let api: Awaited<ReturnType<typeof echoServer>>;
  let front: Http2Front;
  let tls: Tls;

  beforeAll(async () => {
    // The in-process demo backend of tests/setup.ts would take these calls: they go over the wire here.
    inProcess.close();
    tls = throwawayTls();
    [site, api] = await Promise.all([echoServer('site'), echoServer('api')]);
    front = await startHttp2Front({ tls, siteUrl: site.url, apiPath: '/shop-api', apiUrl: api.url });
  });

  afterAll(async () => {
    await front.close();
    site.server.close();
    api.server.close();
  });

  it('sends a call under the API path to the API with the path stripped, body and headers kept', async () => {
    const answer = await request(front.url, 'POST', '/shop-api/api/common/bannerList', '{"page":1}');
    expect(answer.status).toBe(201);
    expect(answer.headers['x-served-by']).toBe('api');
    // A hop-by-hop header of the HTTP/1.1 answer is not repeated over HTTP/2 (where it is forbidden).
    expect(answer.headers.connection).toBeUndefined();
    expect(JSON.parse(answer.text)).toEqual({ name: 'api', method: 'POST', url: '/api/common/bannerList', lang: 'fr', body: '{"page":1}' });
  });

  it('sends everything else to the site, query and all, including a path that only starts like the API’s', async () => {
    const page = await request(front.url, 'GET', '/pages/business/class/classList?categoryId=1');
    expect(JSON.parse(page.text)).toMatchObject({ name: 'site', method: 'GET', url: '/pages/business/class/classList?categoryId=1' });
    const lookalike = await request(front.url, 'GET', '/shop-apis/x');
    expect(JSON.parse(lookalike.text)).toMatchObject({ name: 'site', url: '/shop-apis/x' });
  });

  it('answers 502 when the API is not there', async () => {
    const gone = await startHttp2Front({ tls, siteUrl: site.url, apiPath: '/shop-api', apiUrl: 'http://127.0.0.1:9' });
    try {
      const answer = await request(gone.url, 'POST', '/shop-api/api/x', '{}');
      expect(answer.status).toBe(502);
    } finally {
      await gone.close();
    }
  });
});
