import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { useCustomerMode } from '@/lib/customer-mode';
import { CouponPopup } from './coupon-popup';
import { HomeActivities } from './home-activities';
import { HomeBanners } from './home-banners';
import { HomeBatches } from './home-batches';
import { HomeCategories } from './home-categories';
import { HomeRecommended } from './home-recommended';
import { HomeSearch } from './home-search';
import styles from './home-page.module.css';

/**
 * The home tab: search, banners, categories, batches, promotions and the recommended waterfall.
 * In customer mode, a showroom: search, categories and goods only (banners, batches, promotions
 * and coupons speak of wholesale terms).
 */
export default function HomePage() {
  const customer = useCustomerMode().on;
  return (
    <>
      <AppNavBar title={pageTitles.home} />
      <main className={styles.page}>
        <HomeSearch />
        {!customer && <HomeBanners />}
        <HomeCategories />
        {!customer && <HomeBatches />}
        {!customer && <HomeActivities />}
        <HomeRecommended />
      </main>
      {!customer && <CouponPopup />}
    </>
  );
}
