import Swiper from 'antd-mobile/es/components/swiper';
import { useIntl } from 'react-intl';
import { useBannerListQuery } from '@/api/common/endpoints';
import { LazyImage } from '@/components/lazy-image';
import { useSettled } from '@/components/reveal-in-order';
import { SWIPER } from '@/lib/constants';
import { homeMessages as m } from './home-messages';
import { HOME_BANNERS } from './home-queries';
import { PromoLink } from './promo-link';
import styles from './home-banners.module.css';

const WIDTH = 750;
const HEIGHT = 320;

/**
 * The home banners: autoplay every 5000 ms (spec section 9). antd-mobile's Swiper animates with a
 * spring rather than a set duration; its default spring settles in about the spec's 500 ms
 * (SWIPER.durationMs), so no duration is passed. The first banner is the page's largest picture
 * and is never lazy.
 */
export function HomeBanners() {
  const intl = useIntl();
  const banners = useBannerListQuery(HOME_BANNERS);
  useSettled(!banners.isLoading);
  const list = banners.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section className={styles.banners} aria-label={intl.formatMessage(m.banners)}>
      <Swiper autoplay={list.length > 1} autoplayInterval={SWIPER.autoplayIntervalMs} loop={list.length > 1}>
        {list.map((banner, i) => (
          <Swiper.Item key={banner.id}>
            <PromoLink source="banner" link={banner} label={banner.title} className={styles.slide}>
              <LazyImage src={banner.image} alt={banner.title} width={WIDTH} height={HEIGHT} eager={i === 0} className={styles.picture} />
            </PromoLink>
          </Swiper.Item>
        ))}
      </Swiper>
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
