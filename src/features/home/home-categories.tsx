import AppstoreOutline from 'antd-mobile-icons/es/AppstoreOutline';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useCategoryListQuery } from '@/api/common/endpoints';
import { LazyImage } from '@/components/lazy-image';
import { useSettled } from '@/components/reveal-in-order';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { homeMessages as m } from './home-messages';
import styles from './home-categories.module.css';

const ICON_PX = 120;
const SHOWN = 9;

/** Top categories as round pictures, and 'All' leading to the class tab. */
export function HomeCategories() {
  const intl = useIntl();
  const tree = useCategoryListQuery();
  useSettled(!tree.isLoading);
  const categories = (tree.data?.list ?? []).slice(0, SHOWN);
  if (categories.length === 0) return null;
  return (
    <nav className={styles.card} aria-label={intl.formatMessage(m.categories)}>
      <ul className={styles.grid}>
        {categories.map((c) => (
          <li key={c.id}>
            <Link to={links.classList(c.id, c.name)} className={styles.item}>
              <LazyImage src={c.image} alt="" width={ICON_PX} height={ICON_PX} className={styles.icon} />
              <span className={styles.name}>{c.name}</span>
            </Link>
          </li>
        ))}
        <li>
          <Link to={ROUTES.class} className={styles.item}>
            <span className={styles.all} aria-hidden>
              <AppstoreOutline />
            </span>
            <span className={styles.name}>{intl.formatMessage(m.allCategories)}</span>
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** Two rows of round placeholders, the shape of the category grid, while it loads. */
export function CategoriesSkeleton() {
  return (
    <div className={styles.card} aria-hidden>
      <div className={styles.grid}>
        {Array.from({ length: SHOWN + 1 }, (_, i) => (
          <span key={i} className={styles.item}>
            <span className={`${styles.all} ${styles.skeleton}`} />
            <span className={`${styles.name} ${styles.nameSkeleton}`} />
          </span>
        ))}
      </div>
    </div>
  );
}
