import type { KeyboardEventHandler } from 'react';
import type { Banner } from '@/api/common/responses';
import { LazyImage } from '@/components/lazy-image';
import { PromoLink } from './promo-link';
import styles from './home-banners.module.css';

const WIDTH = 750;
const HEIGHT = 320;

/** One banner: its picture (750:320) as a link to what it promotes. The first is never lazy. */
export function BannerSlide({ banner, first, onKeyDown }: { banner: Banner; first: boolean; onKeyDown?: KeyboardEventHandler }) {
  return (
    <PromoLink source="banner" link={banner} label={banner.title} className={styles.slide} onKeyDown={onKeyDown}>
      <LazyImage src={banner.image} alt={banner.title} width={WIDTH} height={HEIGHT} eager={first} className={styles.picture} />
    </PromoLink>
  );
}
