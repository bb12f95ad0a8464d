import type { ReactNode } from 'react';
import { Link, type To } from 'react-router-dom';
import styles from './action-link.module.css';

/**
 * A route link drawn as a button: it navigates, so it is a link for screen readers and for
 * opening in a new tab. Filled, it is the page's main action (an empty list's "Browse
 * categories", a bare link's "Go to my orders"); `quiet`, a way out beside a filled button (a
 * failure's "Back to my orders" next to "Try again"), drawn as antd's default button is. `small`
 * fits a banner beside its text (a guest's "Log in"), as antd's small button does.
 */
export function ActionLink({
  to,
  quiet = false,
  size = 'middle',
  replace = false,
  children,
}: {
  to: To;
  quiet?: boolean;
  size?: 'middle' | 'small';
  /** Take the current entry's place in history (a page that should not be gone back to, as a 404). */
  replace?: boolean;
  children: ReactNode;
}) {
  const className = [styles.action, quiet && styles.quiet, size === 'small' && styles.small].filter(Boolean).join(' ');
  return (
    <Link to={to} replace={replace} className={className}>
      {children}
    </Link>
  );
}
