import List from 'antd-mobile/es/components/list';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './list-rows.module.css';

interface RowProps {
  children: ReactNode;
  /** The value shown at the right ('2 available', 'No agent'). */
  extra?: ReactNode;
  description?: ReactNode;
  prefix?: ReactNode;
}

/**
 * antd's clickable List.Item is an anchor without href (no keyboard focus, no link role), so rows
 * that go somewhere hold a real link or button stretched over the whole row.
 */
export function LinkRow({ to, children, extra, description, prefix }: RowProps & { to: string }) {
  return (
    <List.Item arrowIcon extra={extra} description={description} prefix={prefix} className={styles.row}>
      <Link to={to} className={styles.stretch}>
        {children}
      </Link>
    </List.Item>
  );
}

/** A row that does something here: a button over the whole row; `opensDialog` for a row that opens a sheet. */
export function ButtonRow({
  onClick,
  children,
  extra,
  description,
  prefix,
  disabled,
  opensDialog,
}: RowProps & { onClick: () => void; disabled?: boolean; opensDialog?: boolean }) {
  return (
    <List.Item arrowIcon extra={extra} description={description} prefix={prefix} className={styles.row}>
      <button type="button" className={styles.stretch} onClick={onClick} disabled={disabled} aria-haspopup={opensDialog ? 'dialog' : undefined}>
        {children}
      </button>
    </List.Item>
  );
}
