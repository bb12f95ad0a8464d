import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Words for screen readers only (what a badge's number counts), kept in the element's name. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}
