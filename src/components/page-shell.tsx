import type { ComponentProps } from 'react';
import styles from './page-shell.module.css';

interface PageShellProps extends ComponentProps<'main'> {
  /** A bar is fixed to the bottom (submit, totals): the page keeps room for it below its end. */
  bar?: boolean;
  /** The children are cards spaced 12 px apart in a column. */
  stack?: boolean;
}

/** The `<main>` of a page below the navbar: the page's padding, its full height, room for a bar. */
export function PageShell({ bar = false, stack = false, className, ...main }: PageShellProps) {
  const names = [bar ? styles.pageWithBar : styles.page, stack && styles.stack, className].filter(Boolean).join(' ');
  return <main className={names} {...main} />;
}
