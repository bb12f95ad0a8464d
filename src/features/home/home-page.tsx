import { useIntl } from 'react-intl';
import { commonMessages } from '@/components/common-messages';
import { GoodsGridSkeleton } from '@/components/goods-grid-skeleton';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { RevealInOrder } from '@/components/reveal-in-order';
import { useCustomerMode } from '@/lib/customer-mode';
import { CouponPopup } from './coupon-popup';
import { HomeActivities } from './home-activities';
import { BannerSkeleton, HomeBanners } from './home-banners';
import { HomeBatches } from './home-batches';
import { CategoriesSkeleton, HomeCategories } from './home-categories';
import { HomeRecommended } from './home-recommended';
import { HomeHotSearches, HomeSearch, HotSearchesSkeleton } from './home-search';
import styles from './home-page.module.css';

/**
 * The home tab: search, banners, categories, batches, promotions and the recommended waterfall.
 * Each section has data of its own and may be empty; they appear top-down (RevealInOrder), so
 * none arriving pushes another, and an empty one never takes room. In customer mode, a showroom:
 * search, categories and goods only (banners, batches, promotions and coupons speak of wholesale
 * terms).
 */
export default function HomePage() {
  const intl = useIntl();
  const customer = useCustomerMode().on;
  return (
    <>
      <AppNavBar title={pageTitles.home} />
      <main className={styles.page}>
        <HomeSearch />
        <RevealInOrder
          // Search, hot searches, banners and categories fill a phone's first screen; the rest mount after.
          mountAtOnce={3}
          tail={<GoodsGridSkeleton label={intl.formatMessage(commonMessages.loading)} />}
          slots={[
            { key: 'hot', content: <HomeHotSearches />, skeleton: <HotSearchesSkeleton /> },
            ...(customer ? [] : [{ key: 'banners', content: <HomeBanners />, skeleton: <BannerSkeleton /> }]),
            { key: 'categories', content: <HomeCategories />, skeleton: <CategoriesSkeleton /> },
            ...(customer
              ? []
              : [
                  { key: 'batches', content: <HomeBatches /> },
                  { key: 'activities', content: <HomeActivities /> },
                ]),
            { key: 'recommended', content: <HomeRecommended /> },
          ]}
        />
      </main>
      {!customer && <CouponPopup />}
    </>
  );
}
