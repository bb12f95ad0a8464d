import type { Link } from '@/api/types';
import { guardLink, type GuardedLink } from '@/lib/link-guard';
import { links } from '@/lib/links';

export type LinkTarget = Exclude<GuardedLink, { kind: 'refused' }> | null;

/**
 * Where a banner or promotion leads. Goods and categories open their pages; a URL goes through the
 * link guard (own paths stay in the app, plain http(s) links to another site open in a new tab,
 * anything else is refused and logged); none, a batch or activity without a page of its own, or a
 * malformed id is not a link.
 */
export function linkTarget(link: Link, source: 'banner' | 'promotion' = 'banner'): LinkTarget {
  const id = Number(link.link);
  switch (link.link_type) {
    case 'goods':
      return Number.isInteger(id) && id > 0 ? { kind: 'internal', to: links.goodsInfo(id) } : null;
    case 'category':
      return Number.isInteger(id) && id > 0 ? { kind: 'internal', to: links.classList(id) } : null;
    case 'url': {
      const guarded = guardLink(link.link, source);
      return guarded.kind === 'refused' ? null : guarded;
    }
    default:
      return null;
  }
}
