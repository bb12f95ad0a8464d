import FilterOutline from 'antd-mobile-icons/es/FilterOutline';
import { useIntl } from 'react-intl';
import type { GoodsSort } from '@/api/types';
import { catalogueMessages as m } from './catalogue-messages';
import styles from './sort-bar.module.css';

interface SortBarProps {
  sort: GoodsSort;
  onSort: (sort: GoodsSort) => void;
  activeFilters: number;
  onFilter: () => void;
}

/** Recommended, best selling, price (tap again to reverse), newest, and the filter sheet. */
export function SortBar({ sort, onSort, activeFilters, onFilter }: SortBarProps) {
  const intl = useIntl();
  const byPrice = sort === 'price_asc' || sort === 'price_desc';
  const simple: { key: GoodsSort; label: string }[] = [
    { key: 'default', label: intl.formatMessage(m.sortDefault) },
    { key: 'sales', label: intl.formatMessage(m.sortSales) },
  ];
  return (
    <div className={styles.bar} role="toolbar" aria-label={intl.formatMessage(m.sortLabel)}>
      {simple.map(({ key, label }) => (
        <button key={key} type="button" className={styles.item} aria-pressed={sort === key} onClick={() => onSort(key)}>
          {label}
        </button>
      ))}
      <button
        type="button"
        className={styles.item}
        aria-pressed={byPrice}
        aria-label={intl.formatMessage(sort === 'price_asc' ? m.sortPriceDesc : m.sortPriceAsc)}
        onClick={() => onSort(sort === 'price_asc' ? 'price_desc' : 'price_asc')}
      >
        {intl.formatMessage(m.sortPrice)}
        <span className={styles.arrows} aria-hidden data-dir={byPrice ? sort : undefined}>
          <span className={styles.up} />
          <span className={styles.down} />
        </span>
      </button>
      <button type="button" className={styles.item} aria-pressed={sort === 'new'} onClick={() => onSort('new')}>
        {intl.formatMessage(m.sortNew)}
      </button>
      <button type="button" className={`${styles.item} ${styles.filter}`} aria-pressed={activeFilters > 0} onClick={onFilter}>
        <FilterOutline aria-hidden />
        {activeFilters > 0 ? intl.formatMessage(m.filterCount, { count: activeFilters }) : intl.formatMessage(m.filter)}
      </button>
    </div>
  );
}
