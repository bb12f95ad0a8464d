import SetOutline from 'antd-mobile-icons/es/SetOutline';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { ROUTES } from '@/lib/routes';
import { OrderShortcuts } from './order-shortcuts';
import { ProfileHead } from './profile-head';
import { ServiceGrid } from './service-grid';
import { useUserPage } from './use-user-page';
import { WalletStrip } from './wallet-strip';
import { userMessages } from './user-messages';
import styles from './user-page.module.css';

/** The user tab: who is shopping, their orders and wallet, and every account page. */
export default function UserPage() {
  const intl = useIntl();
  const { loggedIn, user, levelName, counts } = useUserPage();
  return (
    <>
      <AppNavBar
        title={pageTitles.user}
        right={
          <Link to={ROUTES.setUp} className={styles.navSettings} aria-label={intl.formatMessage(userMessages.settings)}>
            <SetOutline aria-hidden />
          </Link>
        }
      />
      <main className={styles.page}>
        <div className={styles.top}>
          <ProfileHead user={loggedIn ? user : null} levelName={levelName} />
          <WalletStrip money={loggedIn && user ? user.money : null} />
        </div>
        <div className={styles.columns}>
          <OrderShortcuts counts={counts} />
          <ServiceGrid />
        </div>
      </main>
    </>
  );
}
