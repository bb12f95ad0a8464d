import { ROUTES } from '@/lib/routes';
import { PAGE_ROUTES } from './route-table';

/**
 * Starts fetching the page the shopper opened while the app boots, in parallel with the
 * language catalogue, instead of after it: the router asks for the same chunk when it renders and
 * gets the download already under way (an import is fetched once). '/' is the launch page.
 * Resolves once the chunk is in or has failed (never rejects): the first render waits for it.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const path = pathname === ROUTES.root ? ROUTES.launch : pathname;
  const route = PAGE_ROUTES.find((r) => r.path === path);
  // A failed preload is not an error: the router's own load reports it where the page is.
  return route ? route.load().then(() => undefined, () => undefined) : Promise.resolve();
}
