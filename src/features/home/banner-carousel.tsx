import Swiper from 'antd-mobile/es/components/swiper';
import type { Banner } from '@/api/common/responses';
import { SWIPER } from '@/lib/constants';
import { usePrefersReducedMotion } from '@/lib/reduced-motion';
import { BannerSlide } from './banner-slide';

/**
 * The banners turning: autoplay every 5000 ms (spec section 9). antd-mobile's Swiper animates with
 * a spring rather than a set duration; its default spring settles in about the spec's 500 ms
 * (SWIPER.durationMs), so no duration is passed. Its own chunk (home-banners.tsx says when).
 * A shopper who asks for less motion turns the banners by hand: they do not turn on their own.
 */
export function BannerCarousel({ list }: { list: readonly Banner[] }) {
  const reduced = usePrefersReducedMotion();
  return (
    <Swiper autoplay={!reduced} autoplayInterval={SWIPER.autoplayIntervalMs} loop>
      {list.map((banner, i) => (
        <Swiper.Item key={banner.id}>
          <BannerSlide banner={banner} first={i === 0} />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
