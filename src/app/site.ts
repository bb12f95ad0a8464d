/**
 * Site-level configuration (build time, Vite env):
 * - VITE_LEGACY_HOSTS: comma-separated hosts of the legacy domain that redirect to the main shop.
 * - VITE_MAIN_SHOP_URL: the company's main shop site those hosts go to.
 */
export const siteConfig = {
  legacyHosts: ((import.meta.env.VITE_LEGACY_HOSTS as string | undefined) ?? 'accjewelry.cn,www.accjewelry.cn')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean),
  mainShopUrl: (import.meta.env.VITE_MAIN_SHOP_URL as string | undefined) ?? 'https://www.accjewelry.com',
};

/** Where a legacy host sends the visitor, keeping the path and query; null when not legacy. */
export function legacyRedirectTarget(location: { hostname: string; pathname: string; search: string }): string | null {
  const host = location.hostname.toLowerCase();
  const legacy = siteConfig.legacyHosts.some((h) => host === h || host.endsWith(`.${h}`));
  if (!legacy) return null;
  return siteConfig.mainShopUrl.replace(/\/+$/, '') + location.pathname + location.search;
}
