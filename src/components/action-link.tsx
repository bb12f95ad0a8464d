import type { ReactNode } from 'react';
import { Link, type To } from 'react-router-dom';
import styles from './action-link.module.css';

/**
 * A route link drawn as the page's main action (an empty list's "Browse categories", a
 * logged-out page's "Log in"): it navigates, so it is a link for screen readers and for
 * opening in a new tab, and looks like the primary button beside it.
 */
export function ActionLink({ to, children }: { to: To; children: ReactNode }) {
  return (
    <Link to={to} className={styles.action}>
      {children}
    </Link>
  );
}
