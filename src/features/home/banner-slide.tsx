import type { Banner } from '@/api/common/responses';
import { LazyImage } from '@/components/lazy-image';
import { PromoLink } from './promo-link';
import styles from './home-banners.module.css';

const WIDTH = 750;
const HEIGHT = 320;

/** One banner: its picture (750:320) as a link to what it promotes. The first is never lazy. */
export function BannerSlide({ banner, first }: { banner: Banner; first: boolean }) {
  return (
    <PromoLink source="banner" link={banner} label={banner.title} className={styles.slide}>
      <LazyImage src={banner.image} alt={banner.title} width={WIDTH} height={HEIGHT} eager={first} className={styles.picture} />
    </PromoLink>
  );
}
