import { ownPath } from './safe-redirect';

/**
 * Where a link from server data (a banner, a promotion, a message, rich text, the configuration)
 * may take the shopper. One guard for all of them:
 * - one of our own paths (or a full address on our own origin) stays in the app: router navigation;
 * - a plain http(s) link to another site opens in a new tab without access to ours;
 * - anything else (protocol-relative, backslash tricks, dot-segment walks, `javascript:`, `data:`,
 *   encoded variants, a user name hidden before the host) is refused and logged.
 */
export type GuardedLink = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | { kind: 'refused' };

/** The rel every link to another site carries: the opened page gets no handle on ours, nor our address. */
export const EXTERNAL_REL = 'noopener noreferrer';

/** Written out in full: scheme, two slashes, a host. `https:evil.example` is not. */
const WEB_LINK = /^https?:\/\/[^/\\]/i;
/** Spaces, controls and backslashes: browsers drop or rewrite them, so the text is not what loads. */
// eslint-disable-next-line no-control-regex -- finding control characters is what this pattern is for
const UNSAFE_IN_URL = /[\u0000-\u0020\u007f\\]/;
const MAX_LINK_LENGTH = 2048;

function currentOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

function webLink(text: string): URL | null {
  if (text.length > MAX_LINK_LENGTH || !WEB_LINK.test(text) || UNSAFE_IN_URL.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const web = url.protocol === 'http:' || url.protocol === 'https:';
  // `https://shop.example@evil.example/` reads as our shop and loads evil.example.
  return web && url.hostname !== '' && url.username === '' && url.password === '' ? url : null;
}

/** Refusals are logged (a shop editor's typo and an attack look alike), with the text cut short. */
function refused(raw: string, where: string): GuardedLink {
  if (raw.trim() !== '') console.warn(`[link guard] refused a ${where} link:`, JSON.stringify(raw.slice(0, 200)));
  return { kind: 'refused' };
}

/** Sorts one server link; `where` names its source in the log ('banner', 'rich text', …). */
export function guardLink(raw: unknown, where: string, ownOrigin: string = currentOrigin()): GuardedLink {
  const text = typeof raw === 'string' ? raw : '';
  const path = ownPath(text);
  if (path !== null) return { kind: 'internal', to: path };
  const url = webLink(text);
  if (!url) return refused(text, where);
  if (url.origin === ownOrigin) {
    const own = ownPath(url.pathname + url.search + url.hash);
    return own === null ? refused(text, where) : { kind: 'internal', to: own };
  }
  return { kind: 'external', href: url.href };
}

/**
 * A resource the page loads (an icon, a file): our own path, or an https address elsewhere.
 * Plain http is refused too: it would be mixed content on the shop's https pages.
 */
export function guardResource(raw: unknown, where: string, ownOrigin: string = currentOrigin()): string | null {
  const link = guardLink(raw, where, ownOrigin);
  if (link.kind === 'internal') return link.to;
  if (link.kind === 'external' && link.href.startsWith('https:')) return link.href;
  if (link.kind === 'external') refused(link.href, where);
  return null;
}
