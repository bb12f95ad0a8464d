/**
 * `npm run perf -- --http2` for the proxied build: the shop and its API on one HTTP/2 origin, as a
 * deployment that follows README's "API behind a path of the shop's own site" serves them (nginx or
 * Caddy in front of both). vite preview cannot do that itself: with a proxy configured it answers
 * over HTTP/1.1 only. This front speaks HTTP/2 over TLS (HTTP/1.1 to a client that asks for it) and
 * forwards each request over local HTTP/1.1: under `apiPath` to the demo server with the path
 * stripped, everything else to vite preview, which keeps its own answers (security headers,
 * brotli files). A measuring aid, not a server to deploy.
 */
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { Tls } from './perf-tls';

/** Headers of one hop only (RFC 9110 section 7.6.1), and HTTP/2's pseudo-headers. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'host']);
const forwardable = (headers: http.IncomingHttpHeaders | http2.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name, value]) => !name.startsWith(':') && !HOP_BY_HOP.has(name) && value !== undefined));

export interface Http2Front {
  url: string;
  close: () => Promise<void>;
}

export function startHttp2Front(options: { tls: Tls; siteUrl: string; apiPath: string; apiUrl: string }): Promise<Http2Front> {
  const { tls, siteUrl, apiPath, apiUrl } = options;
  const server = http2.createSecureServer({ ...tls, allowHTTP1: true }, (req, res) => {
    const path = req.url;
    const toApi = path === apiPath || path.startsWith(`${apiPath}/`);
    const target = new URL(toApi ? path.slice(apiPath.length) || '/' : path, toApi ? apiUrl : siteUrl);
    const upstream = http.request(target, { method: req.method, headers: forwardable(req.headers) }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
      answer.pipe(res);
    });
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`upstream failed: ${error.message}`);
    });
    req.pipe(upstream);
  });
  // Open sessions would keep close() waiting; when a measurement is over, they are ended.
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `https://127.0.0.1:${String(port)}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            for (const session of sessions) session.destroy();
          }),
      });
    });
  });
}
