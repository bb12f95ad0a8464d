import { apiConfig } from '@/api/config';
import { safeRedirectTarget } from '@/lib/safe-redirect';

export type PaymentExit = { kind: 'internal'; path: string } | { kind: 'external'; url: string } | null;

/**
 * Where a 'redirect' answer may take the shopper: an own path, or an https page on our own host or
 * the configured API host (where the payment page lives). Anything else is refused, so a tampered
 * answer cannot send the shopper to a look-alike site.
 */
export function paymentExit(raw: string, ownOrigin: string = window.location.origin): PaymentExit {
  if (raw.startsWith('/')) {
    const path = safeRedirectTarget(raw, '');
    return path ? { kind: 'internal', path } : null;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const allowed = new Set([new URL(ownOrigin).host]);
  if (apiConfig.basePath) {
    try {
      allowed.add(new URL(apiConfig.basePath).host);
    } catch {
      // A relative base path: the API is on our own host, already allowed.
    }
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && url.origin === ownOrigin);
  return secure && allowed.has(url.host) ? { kind: 'external', url: url.href } : null;
}
