import { ROUTES } from '@/lib/routes';
import { PAGE_ROUTES } from './route-table';

/**
 * Where a page always moves on to by itself: the launch splash goes to home once launch has run
 * (launch-page.tsx). Home's chunk is fetched beside the splash's, so the move shows home at once;
 * fetched after it, the screen stood blank under the tab bar while home's chunk came (0.3–0.4 s on
 * this machine's browser, more on a phone).
 */
const MOVES_ON_TO: Partial<Record<string, string>> = { [ROUTES.launch]: ROUTES.home };

const routeAt = (path: string | undefined) => PAGE_ROUTES.find((r) => r.path === path);

/**
 * Starts fetching the page the shopper opened while the app boots, in parallel with the
 * language catalogue, instead of after it: the router asks for the same chunk when it renders and
 * gets the download already under way (an import is fetched once). '/' is the launch page.
 * Resolves once the chunk is in or has failed (never rejects): the first render waits for it, and
 * not for the page it moves on to.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const path = pathname === ROUTES.root ? ROUTES.launch : pathname;
  const route = routeAt(path);
  // A failed preload is not an error: the router's own load reports it where the page is.
  routeAt(MOVES_ON_TO[path])?.load().catch(() => undefined);
  return route ? route.load().then(() => undefined, () => undefined) : Promise.resolve();
}
