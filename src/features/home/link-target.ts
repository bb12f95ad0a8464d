import type { Link } from '@/api/types';
import { links } from '@/lib/links';
import { safeRedirectTarget } from '@/lib/safe-redirect';

export type LinkTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | null;

/**
 * Where a banner or promotion leads. Goods and categories open their pages; a URL opens only when
 * it is one of our own paths or a plain http(s) link to another site (in a new tab); anything
 * else (none, a batch or activity without a page of its own, a malformed value) is not a link.
 */
export function linkTarget(link: Link): LinkTarget {
  const id = Number(link.link);
  switch (link.link_type) {
    case 'goods':
      return Number.isInteger(id) && id > 0 ? { kind: 'internal', to: links.goodsInfo(id) } : null;
    case 'category':
      return Number.isInteger(id) && id > 0 ? { kind: 'internal', to: links.classList(id) } : null;
    case 'url': {
      if (link.link.startsWith('/')) {
        const to = safeRedirectTarget(link.link, '');
        return to ? { kind: 'internal', to } : null;
      }
      try {
        const url = new URL(link.link);
        return url.protocol === 'https:' || url.protocol === 'http:' ? { kind: 'external', href: url.toString() } : null;
      } catch {
        return null;
      }
    }
    default:
      return null;
  }
}
