import BellOutline from 'antd-mobile-icons/es/BellOutline';
import GiftOutline from 'antd-mobile-icons/es/GiftOutline';
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline';
import type { NotificationType } from '@/api/types';
import styles from './messages.module.css';

const ICONS = { system: BellOutline, order: ShopbagOutline, activity: GiftOutline } as const;

/** The kind of a message at a glance: a bell for notices, a bag for orders (antd's bill icon draws a yen sign; the shop sells in dollars), a gift for offers. */
export function NoticeIcon({ type }: { type: NotificationType }) {
  const Icon = ICONS[type];
  return (
    <span className={styles.icon} data-type={type} aria-hidden>
      <Icon />
    </span>
  );
}
