import SearchOutline from 'antd-mobile-icons/es/SearchOutline';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useHotSearchQuery } from '@/api/common';
import { useCustomerMode } from '@/lib/customer-mode';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { homeMessages as m } from './home-messages';
import styles from './home-search.module.css';

const SHOWN = 6;

/** The search entry and a row of popular searches under it. */
export function HomeSearch() {
  const intl = useIntl();
  const hot = useHotSearchQuery();
  const customer = useCustomerMode().on;
  const keywords = (hot.data?.list ?? []).slice(0, SHOWN);
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
      {keywords.length > 0 && (
        <nav aria-label={intl.formatMessage(m.hotSearches)}>
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
      )}
    </div>
  );
}
