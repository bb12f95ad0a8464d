import Badge from 'antd-mobile/es/components/badge';
import AppOutline from 'antd-mobile-icons/es/AppOutline';
import AppstoreOutline from 'antd-mobile-icons/es/AppstoreOutline';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useCustomerMode } from '@/lib/customer-mode';
import { ROUTES, type TabRoute } from '@/lib/routes';
import { selectCarNum } from '@/state/cart-slice';
import { useAppSelector } from '@/state/hooks';
import { selectMsgNum } from '@/state/unread-slice';
import { commonMessages } from './common-messages';
import { pageTitles } from './page-titles';
import { VisuallyHidden } from './visually-hidden';
import styles from './app-tab-bar.module.css';

const TABS = [
  { key: ROUTES.home, title: pageTitles.home, Icon: AppOutline },
  { key: ROUTES.class, title: pageTitles.class, Icon: AppstoreOutline },
  { key: ROUTES.msg, title: pageTitles.msg, Icon: MessageOutline },
  { key: ROUTES.cart, title: pageTitles.cart, Icon: ShopbagOutline },
  { key: ROUTES.user, title: pageTitles.user, Icon: UserOutline },
] as const;

/**
 * In customer mode: the catalogue, and in the Me tab's place the way out (which asks for the
 * buyer's PIN); the Me icon again, as another icon would weigh on the entry chunk.
 */
const CUSTOMER_TABS = [
  TABS[0],
  TABS[1],
  { key: ROUTES.customerMode, title: pageTitles.customerMode, Icon: UserOutline },
] as const;

/** What a badge's number means, for those who hear the tab instead of seeing it. */
const badgeMeaning = defineMessages<{
  readonly unread: { readonly count: number | bigint };
  readonly inCart: { readonly count: number | bigint };
}>({
  unread: { id: 'common.tab_badge_unread', defaultMessage: '{count, plural, one {# unread message} other {# unread messages}}' },
  inCart: { id: 'common.tab_badge_cart', defaultMessage: '{count, plural, one {# item in the cart} other {# items in the cart}}' },
});

function badgeFor(count: number): string | undefined {
  if (count <= 0) return undefined;
  return count > 99 ? '99+' : String(count);
}

/**
 * The five tabs of spec section 2, in order: the main navigation landmark, each tab a real link
 * (keyboard, screen readers, long-press "open in new tab") and the current one announced as the
 * current page. Cart and message badges come from carNum and msgNum.
 */
export function AppTabBar({ active }: { active: TabRoute }) {
  const intl = useIntl();
  const customer = useCustomerMode().on;
  const carNum = useAppSelector(selectCarNum);
  const msgNum = useAppSelector(selectMsgNum);
  const badges: Partial<Record<TabRoute, { shown: string; meaning: string } | undefined>> = {};
  const cart = badgeFor(carNum);
  const unread = badgeFor(msgNum);
  if (cart) badges[ROUTES.cart] = { shown: cart, meaning: intl.formatMessage(badgeMeaning.inCart, { count: carNum }) };
  if (unread) badges[ROUTES.msg] = { shown: unread, meaning: intl.formatMessage(badgeMeaning.unread, { count: msgNum }) };
  return (
    <nav className={styles.bar} aria-label={intl.formatMessage(commonMessages.mainMenu)}>
      <ul className={styles.list}>
        {(customer ? CUSTOMER_TABS : TABS).map(({ key, title, Icon }) => {
          const badge = customer ? undefined : badges[key as TabRoute];
          return (
            <li key={key}>
              <Link to={key} className={styles.tab} aria-current={key === active ? 'page' : undefined}>
                <span className={styles.icon} aria-hidden>
                  <Badge content={badge?.shown}>
                    <Icon />
                  </Badge>
                </span>
                <span className={styles.title}>{intl.formatMessage(title)}</span>
                {badge && <VisuallyHidden> {badge.meaning}</VisuallyHidden>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
