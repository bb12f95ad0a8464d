import { ROUTES } from '@/lib/routes';

/** Our routes by the spelling the router also accepts: any case, no trailing slash. */
const BY_LOOSE_SPELLING = new Map<string, string>(Object.values(ROUTES).map((path) => [loose(path), path]));

function loose(pathname: string): string {
  return pathname.replace(/\/+$/, '').toLowerCase() || '/';
}

/**
 * The router matches paths in any case and with a trailing slash (React Router's default), so a
 * typed or shared `/pages/tabbar/cart/cart/` or `/pages/tabbar/Cart/cart` reaches our pages. Each
 * is replaced by its one spelling (query and hash kept): the tab layout, the active tab, the
 * login guard's `?redirect=` and QA recordings all see the path as ROUTES writes it. Answers null
 * when the path is already ours as written, or no route of ours at all (the not-found page's).
 */
export function canonicalPath(pathname: string): string | null {
  const canonical = BY_LOOSE_SPELLING.get(loose(pathname));
  return canonical !== undefined && canonical !== pathname ? canonical : null;
}
