import { ROUTES } from './routes';

const OWN_ORIGIN = 'http://own.invalid';
/** Control characters (tabs and newlines among them) and the backslash. */
// eslint-disable-next-line no-control-regex -- finding control characters is what this pattern is for
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f\\]/;
/** Longer than any address of ours; a megabyte of path is an attack, not a link. */
const MAX_PATH_LENGTH = 2048;

/**
 * One of our own paths, as the browser will read it, or null. Checked twice: the raw text (a
 * single leading '/', no control character or backslash, because browsers drop tabs and newlines
 * inside a URL and read '\' as '/', so `/\t/evil` and `/\evil` both mean `//evil`), then the
 * NORMALISED result: dot segments are resolved first (`/.//evil`, `/%2e//evil`, `/a/..//evil` all
 * become `//evil`), so a check of the raw text alone can be walked around. Encoded slashes and
 * backslashes that would spell another host once decoded (`/%2F%2Fevil`, `/%5Cevil`) are refused too.
 */
export function ownPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length > MAX_PATH_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || UNSAFE_CHARACTER.test(raw)) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw, OWN_ORIGIN);
  } catch {
    return null;
  }
  if (parsed.origin !== OWN_ORIGIN || parsed.pathname.startsWith('//')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(parsed.pathname);
  } catch {
    return null;
  }
  if (decoded.startsWith('//') || UNSAFE_CHARACTER.test(decoded)) return null;
  return parsed.pathname + parsed.search + parsed.hash;
}

/** The login page in any spelling the router accepts (another case, a trailing slash). */
function isLoginPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname.toLowerCase().replace(/\/+$/, '') === ROUTES.login.toLowerCase();
}

/**
 * A redirect target is honoured only when it is one of our own paths (see ownPath) and not the
 * login page itself (which would loop); anything else gives the fallback, never a throw.
 */
export function safeRedirectTarget(raw: string | null | undefined, fallback: string = ROUTES.home): string {
  const path = ownPath(raw);
  return path === null || isLoginPath(path) ? fallback : path;
}
