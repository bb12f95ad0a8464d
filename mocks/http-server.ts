import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createMswApp } from '@mswjs/http-middleware';
import compression from 'compression';
import { handlers } from './handlers';

/**
 * The demo backend over real HTTP (`npm run demo:server`, and the real-API build of `npm run
 * perf`): the same MSW handlers the service worker runs, served by @mswjs/http-middleware, with
 * one shared state for every client. The app calls it cross-origin with credentials, so CORS is
 * answered as a real credentialed API must: the caller's exact origin (never `*`),
 * Access-Control-Allow-Credentials, the spec's six request headers (section 7) plus content-type,
 * and an OPTIONS preflight.
 */

/** content-type, then the six headers of spec section 7: what the baseQuery may send. */
export const ALLOWED_REQUEST_HEADERS = ['content-type', 'browser-only-code', 'client-type', 'server', 'lang', 'ba-user-token', 'third-session'];
const ALLOWED_METHODS = ['POST', 'GET'];
/** Chrome caps a preflight's cache at 2 h; 10 min keeps a changed server rule from sticking long. */
const PREFLIGHT_MAX_AGE_S = 600;

export interface DemoHttpOptions {
  /** Exact origins allowed besides the local and private-network ones (e.g. a tunnel's https origin). */
  origins?: string[];
}

/**
 * Which pages may call the demo server with credentials: any origin on this machine or on a
 * private network (a phone on the office Wi-Fi opening a build served from a laptop), plus the
 * exact origins given. A public site is refused, so the demo server is no open credentialed API.
 */
export function isAllowedOrigin(origin: string, extra: readonly string[] = []): boolean {
  if (extra.includes(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host === '::1' || host.endsWith('.local')) return true;
  const ipv4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(host);
  if (!ipv4) return /^f[cd][0-9a-f]{2}:/i.test(host); // IPv6 unique-local addresses
  const a = Number(ipv4[1]);
  const b = Number(ipv4[2]);
  return a === 127 || a === 10 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31) || (a === 169 && b === 254);
}

function corsHeaders(origin: string): Record<string, string> {
  return { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' };
}

/** Answers CORS itself; true when the request has been answered (a preflight or a refusal). */
function answerCors(req: IncomingMessage, res: ServerResponse, extra: readonly string[]): boolean {
  const origin = req.headers.origin;
  // Answers differ by origin, so a cache between must not hand one origin's answer to another.
  res.setHeader('vary', 'Origin');
  const preflight = req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
  if (!origin) {
    if (!preflight) return false;
    res.writeHead(400).end();
    return true;
  }
  if (!isAllowedOrigin(origin, extra)) {
    // No CORS headers: the browser refuses to hand the answer to that page.
    res.writeHead(403, { 'content-type': 'text/plain' }).end('origin not allowed');
    return true;
  }
  for (const [name, value] of Object.entries(corsHeaders(origin))) res.setHeader(name, value);
  if (!preflight) return false;
  res.setHeader('vary', 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers');
  const headers: Record<string, string> = {
    'access-control-allow-methods': ALLOWED_METHODS.join(', '),
    'access-control-allow-headers': ALLOWED_REQUEST_HEADERS.join(', '),
    'access-control-max-age': String(PREFLIGHT_MAX_AGE_S),
  };
  // Older Chrome asks before a page on one network address space calls a more private one.
  if (req.headers['access-control-request-private-network'] === 'true') headers['access-control-allow-private-network'] = 'true';
  res.writeHead(204, headers).end();
  return true;
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

export function createDemoHttpServer(options: DemoHttpOptions = {}): Server {
  const extra = options.origins ?? [];
  // An Express app (the package ships without Express's types): a plain request listener.
  const app = createMswApp(...handlers) as Listener;
  // Answers compressed (brotli or gzip, as the caller accepts), as a real API server's are: the
  // demo's answers carry their pictures as SVG text (the categories 32 KB, about 3 KB compressed),
  // and a phone's line, like Lighthouse's simulation of one, pays for every byte (issue 12).
  const compress = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  return createHttpServer((req, res) => {
    if (answerCors(req, res, extra)) return;
    compress(req, res, () => app(req, res));
  });
}
