import type { KeyboardEventHandler, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Link as ApiLink } from '@/api/types';
import { EXTERNAL_REL } from '@/lib/link-guard';
import { linkTarget } from './link-target';

interface PromoLinkProps {
  link: ApiLink;
  className?: string;
  /** The accessible name when the content is only a picture. */
  label: string;
  /** Named in the link guard's log when the link is refused. */
  source: 'banner' | 'promotion';
  /** The carousel's arrow keys, on a banner. */
  onKeyDown?: KeyboardEventHandler;
  children: ReactNode;
}

/** A banner or promotion: a link where it leads somewhere, a plain block where it does not. */
export function PromoLink({ link, source, className, label, onKeyDown, children }: PromoLinkProps) {
  const target = linkTarget(link, source);
  if (target?.kind === 'internal') {
    return (
      <Link to={target.to} className={className} aria-label={label} onKeyDown={onKeyDown}>
        {children}
      </Link>
    );
  }
  if (target?.kind === 'external') {
    return (
      <a href={target.href} className={className} aria-label={label} target="_blank" rel={EXTERNAL_REL} onKeyDown={onKeyDown}>
        {children}
      </a>
    );
  }
  return <div className={className}>{children}</div>;
}
