import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { CouponPopup } from './coupon-popup';
import { HomeActivities } from './home-activities';
import { HomeBanners } from './home-banners';
import { HomeBatches } from './home-batches';
import { HomeCategories } from './home-categories';
import { HomeRecommended } from './home-recommended';
import { HomeSearch } from './home-search';
import styles from './home-page.module.css';

/** The home tab: search, banners, categories, batches, promotions and the recommended waterfall. */
export default function HomePage() {
  return (
    <>
      <AppNavBar title={pageTitles.home} />
      <main className={styles.page}>
        <HomeSearch />
        <HomeBanners />
        <HomeCategories />
        <HomeBatches />
        <HomeActivities />
        <HomeRecommended />
      </main>
      <CouponPopup />
    </>
  );
}
