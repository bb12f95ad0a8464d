import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { safeRedirectTarget } from '@/lib/safe-redirect';

/**
 * Where a navigation request (an action: the expired-session listener, a dialog's confirm, QA's
 * menu) may lead: our own paths only, since a replayed recording could carry anything. Unlike a
 * `?redirect=` target, which never names the login page (a login must not lead back to login),
 * login is a proper destination here: it is where an expired session ends. Its own `?redirect=`
 * is checked like any redirect, so the shopper comes back only to one of our pages.
 */
export function navigationTarget(to: string): string {
  const login = loginRedirectOf(to);
  if (login === null) return safeRedirectTarget(to);
  return links.login(safeRedirectTarget(login, '') || undefined);
}

/** The `?redirect=` of a path to the login page ('' without one), or null for any other path. */
export function loginRedirectOf(path: string): string | null {
  if (path === ROUTES.login) return '';
  if (!path.startsWith(`${ROUTES.login}?`)) return null;
  return new URLSearchParams(path.slice(ROUTES.login.length + 1)).get('redirect') ?? '';
}
