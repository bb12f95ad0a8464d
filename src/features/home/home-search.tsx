import SearchOutline from 'antd-mobile-icons/es/SearchOutline';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useHotSearchQuery } from '@/api/common/endpoints';
import { useSettled } from '@/components/reveal-in-order';
import { useCustomerMode } from '@/lib/customer-mode';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { homeMessages as m } from './home-messages';
import styles from './home-search.module.css';

const SHOWN = 6;

/** The search entry: no data, so it is drawn with the first paint. */
export function HomeSearch() {
  const intl = useIntl();
  const customer = useCustomerMode().on;
  return (
    <div className={styles.search}>
      <div className={styles.row}>
        <Link to={ROUTES.search} className={styles.box}>
          <SearchOutline aria-hidden />
          <span className={styles.hint}>{intl.formatMessage(m.searchPlaceholder)}</span>
        </Link>
        {/* Text only: an icon shared with the Me tab's grid would be hoisted into the entry chunk. */}
        {!customer && (
          <Link to={ROUTES.quickOrder} className={styles.quick}>
            {intl.formatMessage(m.quickOrder)}
          </Link>
        )}
      </div>
    </div>
  );
}

/** A row of popular searches under the search entry; none, no row. */
export function HomeHotSearches() {
  const intl = useIntl();
  const hot = useHotSearchQuery();
  useSettled(!hot.isLoading);
  const keywords = (hot.data?.list ?? []).slice(0, SHOWN);
  if (keywords.length === 0) return null;
  return (
    <nav className={styles.hotRow} aria-label={intl.formatMessage(m.hotSearches)}>
      <ul className={styles.hot}>
        {keywords.map((k) => (
          <li key={k.id}>
            <Link to={links.searchResult(k.keyword)} className={styles.chip}>
              {k.keyword}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The row's size while it loads: chip-shaped placeholders. */
export function HotSearchesSkeleton() {
  return (
    <div className={styles.hotRow} aria-hidden>
      <div className={styles.hot}>
        {[56, 48, 64, 52, 60].map((width, i) => (
          <span key={i} className={`${styles.chip} ${styles.chipSkeleton}`} style={{ width }} />
        ))}
      </div>
    </div>
  );
}
