import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '@/components/common-messages';
import { GoodsGridSkeleton } from '@/components/goods-grid-skeleton';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { LoadBoundary, PageLoadError } from '@/components/page-boundary';
import { RevealInOrder, Settles } from '@/components/reveal-in-order';
import { trackChunk } from '@/lib/chunk-loads';
import { useCustomerMode } from '@/lib/customer-mode';
import { CouponPopup } from './coupon-popup';
import { BannerSkeleton, HomeBanners } from './home-banners';
import { CategoriesSkeleton, HomeCategories } from './home-categories';
import { HomeHotSearches, HomeSearch, HotSearchesSkeleton } from './home-search';
import { useBelowFirstScreenDue } from './use-below-first-screen-due';
import styles from './home-page.module.css';

/**
 * The sections below a phone's first screen (batches, promotions, recommended goods) come in a
 * chunk of their own, asked for once the banners' picture has been painted (issue 12,
 * useBelowFirstScreenDue): about 20 KB fewer share the line with the first screen and its largest
 * picture. Their data is asked for at boot as before (home-queries.ts), so it is there when they
 * mount. Until then each slot counts as loading: the sections still appear top-down, nothing moves.
 */
const lowerSections = () => trackChunk(import('./home-lower-sections'));
const Batches = lazy(() => lowerSections().then((m) => ({ default: m.HomeBatches })));
const Activities = lazy(() => lowerSections().then((m) => ({ default: m.HomeActivities })));
const Recommended = lazy(() => lowerSections().then((m) => ({ default: m.HomeRecommended })));

/**
 * One lower section. If its chunk fails (offline before it was ever saved, a deploy that removed
 * it), the section settles with `failed` in its place: nothing for batches and promotions, and the
 * page's tap-to-reload where the recommended goods would be, so the shopper sees it once.
 */
function Lower({ section: Section, failed = <Settles when /> }: { section: ComponentType; failed?: ReactNode }) {
  const due = useBelowFirstScreenDue();
  if (!due) return <Settles when={false} />;
  return (
    <LoadBoundary what="home's lower sections" fallback={failed}>
      <Suspense fallback={<Settles when={false} />}>
        <Section />
      </Suspense>
    </LoadBoundary>
  );
}

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
                  { key: 'batches', content: <Lower section={Batches} /> },
                  { key: 'activities', content: <Lower section={Activities} /> },
                ]),
            { key: 'recommended', content: <Lower section={Recommended} failed={<PageLoadError />} /> },
          ]}
        />
      </main>
      {!customer && <CouponPopup />}
    </>
  );
}
