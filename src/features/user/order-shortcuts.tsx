import Badge from 'antd-mobile/es/components/badge';
import BankcardOutline from 'antd-mobile-icons/es/BankcardOutline';
import CheckCircleOutline from 'antd-mobile-icons/es/CheckCircleOutline';
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import TruckOutline from 'antd-mobile-icons/es/TruckOutline';
import UndoOutline from 'antd-mobile-icons/es/UndoOutline';
import type { ComponentType } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import type { OrderQuantityStatistics } from '@/api/types';
import { links, type OrderTab } from '@/lib/links';
import { VisuallyHidden } from '@/components/visually-hidden';
import { userMessages } from './user-messages';
import styles from './user-page.module.css';

interface Shortcut {
  tab: OrderTab;
  count: keyof OrderQuantityStatistics;
  label: MessageDescriptor;
  Icon: ComponentType;
}

const SHORTCUTS: Shortcut[] = [
  { tab: 'pending_payment', count: 'pending_payment', label: userMessages.toPay, Icon: BankcardOutline },
  { tab: 'paid', count: 'paid', label: userMessages.toShip, Icon: ShopbagOutline },
  { tab: 'shipped', count: 'shipped', label: userMessages.shipped, Icon: TruckOutline },
  { tab: 'received', count: 'received', label: userMessages.received, Icon: CheckCircleOutline },
  { tab: 'after_sales', count: 'after_sales', label: userMessages.afterSales, Icon: UndoOutline },
];

const badge = (count: number | undefined): string | undefined => {
  if (!count || count <= 0) return undefined;
  return count > 99 ? '99+' : String(count);
};

/** The order states a shopper checks most, each with how many orders wait in it. */
export function OrderShortcuts({ counts }: { counts: OrderQuantityStatistics | undefined }) {
  const intl = useIntl();
  return (
    <section className={styles.card} aria-labelledby="user-orders">
      <header className={styles.cardHead}>
        <h2 id="user-orders" className={styles.cardTitle}>
          {intl.formatMessage(userMessages.myOrders)}
        </h2>
        <Link to={links.orderList('all')} className={styles.more}>
          {intl.formatMessage(userMessages.allOrders)}
          <RightOutline aria-hidden />
        </Link>
      </header>
      <ul className={styles.shortcuts}>
        {SHORTCUTS.map(({ tab, count, label, Icon }) => {
          const n = counts?.[count];
          const text = intl.formatMessage(label);
          return (
            <li key={tab}>
              {/* The name is what shows ('To pay'), then what the badge counts, for screen readers. */}
              <Link to={links.orderList(tab)} className={styles.shortcut}>
                <span aria-hidden>
                  <Badge content={badge(n)} className={styles.badge}>
                    <span className={styles.shortcutIcon}>
                      <Icon />
                    </span>
                  </Badge>
                </span>
                <span className={styles.shortcutLabel}>{text}</span>
                {n !== undefined && <VisuallyHidden> {intl.formatMessage(userMessages.ordersWaiting, { count: n })}</VisuallyHidden>}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
