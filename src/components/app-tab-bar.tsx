import TabBar from 'antd-mobile/es/components/tab-bar';
import AppOutline from 'antd-mobile-icons/es/AppOutline';
import AppstoreOutline from 'antd-mobile-icons/es/AppstoreOutline';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useCustomerMode } from '@/lib/customer-mode';
import { ROUTES, type TabRoute } from '@/lib/routes';
import { selectCarNum } from '@/state/cart-slice';
import { useAppSelector } from '@/state/hooks';
import { selectMsgNum } from '@/state/unread-slice';
import { commonMessages } from './common-messages';
import { pageTitles } from './page-titles';
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

function badgeFor(count: number): string | undefined {
  if (count <= 0) return undefined;
  return count > 99 ? '99+' : String(count);
}

/** The five tabs of spec section 2, in order; cart and message badges come from carNum and msgNum. */
export function AppTabBar({ active }: { active: TabRoute }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const customer = useCustomerMode().on;
  const carNum = useAppSelector(selectCarNum);
  const msgNum = useAppSelector(selectMsgNum);
  const badges: Partial<Record<TabRoute, string | undefined>> = {
    [ROUTES.cart]: badgeFor(carNum),
    [ROUTES.msg]: badgeFor(msgNum),
  };
  return (
    <nav className={styles.bar} aria-label={intl.formatMessage(commonMessages.mainMenu)}>
      <TabBar
        activeKey={active}
        safeArea
        onChange={(key) => {
          if (key !== active) void navigate(key);
        }}
      >
        {(customer ? CUSTOMER_TABS : TABS).map(({ key, title, Icon }) => (
          <TabBar.Item key={key} icon={<Icon aria-hidden />} title={intl.formatMessage(title)} badge={customer ? undefined : badges[key as TabRoute]} />
        ))}
      </TabBar>
    </nav>
  );
}
