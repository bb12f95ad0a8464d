/**
 * Where a 'redirect' payment answer may send the shopper: one of our own paths, or a page on the
 * configured payment host (spec: the only URL the client may leave the site for). Else nowhere.
 */
export function payRedirect(raw: string, paymentHost: unknown): { internal: string } | { external: string } | null {
  if (raw.startsWith('/') && !raw.startsWith('//')) return { internal: raw };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || typeof paymentHost !== 'string' || paymentHost === '') return null;
  return url.host === paymentHost ? { external: url.href } : null;
}
