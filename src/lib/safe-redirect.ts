import { ROUTES } from './routes';

/**
 * A redirect target is honoured only when it is one of our own paths: it starts with a single '/',
 * carries no scheme or host, and is not the login page itself (which would loop).
 */
export function safeRedirectTarget(raw: string | null | undefined, fallback: string = ROUTES.home): string {
  if (!raw) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  for (let i = 0; i < raw.length; i += 1) if (raw.charCodeAt(i) < 0x20) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw, 'http://own.invalid');
  } catch {
    return fallback;
  }
  if (parsed.origin !== 'http://own.invalid') return fallback;
  if (parsed.pathname === ROUTES.login) return fallback;
  return parsed.pathname + parsed.search + parsed.hash;
}
