import type { ReactNode } from 'react';
import styles from './tab-title.module.css';

/**
 * The title of an antd-mobile CapsuleTabs tab or SideBar item. Those render plain divs with a
 * click handler, out of reach of the keyboard and unnamed for screen readers; a real button inside
 * takes the focus, says whether it is the chosen one, and its click reaches antd's handler.
 */
export function TabTitle({ active, children }: { active: boolean; children: ReactNode }) {
  return (
    <button type="button" className={styles.title} aria-pressed={active}>
      {children}
    </button>
  );
}
