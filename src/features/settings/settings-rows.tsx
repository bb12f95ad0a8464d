import List from 'antd-mobile/es/components/list';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './set-up-page.module.css';

/**
 * antd's clickable List.Item is an anchor without href (no keyboard focus, no link role), so rows
 * that go somewhere hold a real link or button stretched over the whole row.
 */
export function LinkRow({ to, children, extra }: { to: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <List.Item arrowIcon extra={extra} className={styles.row}>
      <Link to={to} className={styles.stretch}>
        {children}
      </Link>
    </List.Item>
  );
}

export function ButtonRow({ onClick, children, description, disabled }: { onClick: () => void; children: ReactNode; description?: ReactNode; disabled?: boolean }) {
  return (
    <List.Item arrowIcon description={description} className={styles.row}>
      <button type="button" className={styles.stretch} onClick={onClick} disabled={disabled}>
        {children}
      </button>
    </List.Item>
  );
}
