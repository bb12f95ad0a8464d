import type { ReactNode } from 'react';
import styles from './status-view.module.css';

/**
 * A page-level message: an icon, a title, a line of explanation and what to do next. For the
 * views the entry chunk carries (the page that failed to load, the unknown address): antd's
 * ErrorBlock draws large pictures, about 7 KB brotli of the entry's 130 KB budget (issue 12), so
 * these use an icon instead and look the same otherwise. Pages in their own chunks keep ErrorBlock.
 */
export function StatusView({ icon, title, description, children }: { icon: ReactNode; title: ReactNode; description?: ReactNode; children?: ReactNode }) {
  return (
    <div className={styles.status}>
      <span className={styles.icon} aria-hidden>
        {icon}
      </span>
      <div className={styles.title}>{title}</div>
      {description && <div className={styles.description}>{description}</div>}
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
