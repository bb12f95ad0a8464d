import Swiper from 'antd-mobile/es/components/swiper';
import type { Banner } from '@/api/common/responses';
import { SWIPER } from '@/lib/constants';
import { BannerSlide } from './banner-slide';

/**
 * The banners turning: autoplay every 5000 ms (spec section 9). antd-mobile's Swiper animates with
 * a spring rather than a set duration; its default spring settles in about the spec's 500 ms
 * (SWIPER.durationMs), so no duration is passed. Its own chunk (home-banners.tsx says when).
 */
export function BannerCarousel({ list }: { list: readonly Banner[] }) {
  return (
    <Swiper autoplay autoplayInterval={SWIPER.autoplayIntervalMs} loop>
      {list.map((banner, i) => (
        <Swiper.Item key={banner.id}>
          <BannerSlide banner={banner} first={i === 0} />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
