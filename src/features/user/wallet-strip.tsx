import CouponOutline from 'antd-mobile-icons/es/CouponOutline';
import CollectMoneyOutline from 'antd-mobile-icons/es/CollectMoneyOutline';
import StarOutline from 'antd-mobile-icons/es/StarOutline';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatMoney } from '@/lib/money';
import { ROUTES } from '@/lib/routes';
import { userMessages } from './user-messages';
import styles from './user-page.module.css';

/** The balance up front (money the shopper holds here), with coupons and favourites beside it. */
export function WalletStrip({ money }: { money: string | null }) {
  const intl = useIntl();
  return (
    <nav className={styles.wallet} aria-label={intl.formatMessage(userMessages.wallet)}>
      <Link to={ROUTES.balance} className={styles.walletItem}>
        {money === null ? (
          <CollectMoneyOutline aria-hidden className={styles.walletIcon} />
        ) : (
          <span className={styles.walletValue}>{formatMoney(intl, money)}</span>
        )}
        <span className={styles.walletLabel}>{intl.formatMessage(userMessages.balance)}</span>
      </Link>
      <Link to={ROUTES.coupon} className={styles.walletItem}>
        <CouponOutline aria-hidden className={styles.walletIcon} />
        <span className={styles.walletLabel}>{intl.formatMessage(userMessages.coupons)}</span>
      </Link>
      <Link to={ROUTES.myCollection} className={styles.walletItem}>
        <StarOutline aria-hidden className={styles.walletIcon} />
        <span className={styles.walletLabel}>{intl.formatMessage(userMessages.favourites)}</span>
      </Link>
    </nav>
  );
}
