import BellOutline from 'antd-mobile-icons/es/BellOutline';
import BillOutline from 'antd-mobile-icons/es/BillOutline';
import GiftOutline from 'antd-mobile-icons/es/GiftOutline';
import type { NotificationType } from '@/api/types';
import styles from './msg-page.module.css';

const ICONS = { system: BellOutline, order: BillOutline, activity: GiftOutline } as const;

/** The kind of a message at a glance: a bell for notices, a bill for orders, a gift for offers. */
export function NoticeIcon({ type }: { type: NotificationType }) {
  const Icon = ICONS[type];
  return (
    <span className={styles.icon} data-type={type} aria-hidden>
      <Icon />
    </span>
  );
}
