/**
 * Which GET requests the shop's worker answers from its caches, as plain functions of the request
 * (tested in Node: route-rules.test.ts). The API is never among them: every call is a POST, and
 * Workbox routes only GETs (the catalogue's offline answers are the app's transport's work).
 */

/** What the worker sees of a request. */
export interface RequestFacts {
  url: URL;
  destination: string;
}

/** The build's hashed files (a name changes with its content, so a cached copy is never stale). */
export function isBuildAsset({ url }: RequestFacts, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/assets/');
}

/**
 * A picture to keep for offline browsing: any image the page shows (goods, banners, avatars,
 * from our origin, the API's or a picture host), except the build's own files (precached or in
 * the assets cache). Pictures of the demo are data: URLs and never reach the worker.
 */
export function isPicture(request: RequestFacts, origin: string): boolean {
  return request.destination === 'image' && (request.url.protocol === 'https:' || request.url.protocol === 'http:') && !isBuildAsset(request, origin);
}

/** The demo backend's and the API's own paths: a navigation there is not a page of the shop. */
export const NOT_A_PAGE = [/^\/(?:api|mallapi|__demo)\//];
