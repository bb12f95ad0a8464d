import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useBannerListQuery } from '@/api/common/endpoints';
import { LoadBoundary } from '@/components/page-boundary';
import { trackChunk } from '@/lib/chunk-loads';
import { useSettled } from '@/components/reveal-in-order';
import { BannerSlide } from './banner-slide';
import { homeMessages as m } from './home-messages';
import { HOME_BANNERS } from './home-queries';
import { useBelowFirstScreenDue } from './use-below-first-screen-due';
import styles from './home-banners.module.css';

const BannerCarousel = lazy(() => trackChunk(import('./banner-carousel')).then((module) => ({ default: module.BannerCarousel })));

/**
 * The home banners. The first paints on its own, a still picture; the carousel that turns them
 * (antd-mobile's Swiper with its springs and gestures: with the coupon pop-up's, some 28 KB
 * compressed) comes in a chunk of its own once that picture has been painted, or at once when the
 * shopper scrolls, touches or types (useBelowFirstScreenDue, as for home's lower sections). Issue 12:
 * those files had shared the phone's line with the page's largest picture. The carousel's first
 * slide is the same picture in the same box, so the swap moves nothing. If its chunk fails, the
 * first banner stays, still. One banner needs no carousel.
 */
export function HomeBanners() {
  const intl = useIntl();
  const banners = useBannerListQuery(HOME_BANNERS);
  useSettled(!banners.isLoading);
  const list = banners.data?.list ?? [];
  // The same moment as the lower sections: the first picture painted, or the shopper's first gesture.
  const turning = useBelowFirstScreenDue() && list.length > 1;
  const first = list.at(0);
  if (!first) return null;
  const still = <BannerSlide banner={first} first />;
  return (
    <section className={styles.banners} aria-label={intl.formatMessage(m.banners)}>
      {turning ? (
        <LoadBoundary what="home's banner carousel" fallback={still}>
          <Suspense fallback={still}>
            <BannerCarousel list={list} />
          </Suspense>
        </LoadBoundary>
      ) : (
        still
      )}
    </section>
  );
}

/** The banner band's size (750:320) while the banners load. */
export function BannerSkeleton() {
  return (
    <div className={styles.banners} aria-hidden>
      <div className={styles.placeholder} />
    </div>
  );
}
