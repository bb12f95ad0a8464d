import { ActionLink } from '@/components/action-link';
import { commonMessages } from '@/components/common-messages';
import { Button } from '@/components/button';
import SearchOutline from 'antd-mobile-icons/es/SearchOutline';
import { useIntl } from 'react-intl';
import { AppNavBar } from '@/components/nav-bar';
import { EmptyState } from '@/components/page-state';
import { pageTitles } from '@/components/page-titles';
import { ROUTES } from '@/lib/routes';
import { catalogueMessages } from './catalogue-messages';
import { FilterSheetOnDemand } from './filter-sheet-on-demand';
import { GoodsResults } from './goods-results';
import { HotKeywords } from './hot-keywords';
import { searchMessages as m } from './search-messages';
import { SortBar } from './sort-bar';
import { useSearchResult } from './use-search-result';
import styles from './search-result-page.module.css';

/** Results of a search: the keyword (tap to change), sort and filters, the grid, a helpful empty state. */
export default function SearchResultPage() {
  const intl = useIntl();
  const page = useSearchResult();
  const filtered = page.activeFilters > 0;
  const noKeyword = page.keyword === '';

  const empty = (
    <div className={styles.empty}>
      <EmptyState
        title={filtered ? catalogueMessages.emptyFiltered : noKeyword ? m.noKeyword : m.noResults}
        description={filtered ? undefined : noKeyword ? m.noKeywordHint : m.noResultsHint}
        values={{ keyword: page.keyword }}
      />
      {filtered ? (
        <Button shape="rounded" color="primary" onClick={() => page.setFilters({})}>
          {intl.formatMessage(catalogueMessages.clearFilters)}
        </Button>
      ) : (
        <>
          {page.hot.length > 0 && (
            <section className={styles.suggestions} aria-labelledby="search-suggestions">
              <h2 id="search-suggestions" className={styles.heading}>
                {intl.formatMessage(m.tryThese)}
              </h2>
              <HotKeywords keywords={page.hot} onPick={page.searchFor} />
            </section>
          )}
          <ActionLink to={ROUTES.class}>
            {intl.formatMessage(commonMessages.browseCategories)}
          </ActionLink>
        </>
      )}
    </div>
  );

  return (
    <>
      <AppNavBar title={pageTitles.searchResult} />
      <main className={styles.page}>
        <div className={styles.searchRow}>
          <button
            type="button"
            className={styles.box}
            onClick={page.editSearch}
            // With no word its name is the hint it shows (a label other than the words seen fails WCAG 2.5.3).
            aria-label={noKeyword ? undefined : intl.formatMessage(m.editSearch, { keyword: page.keyword })}
          >
            <SearchOutline aria-hidden />
            {noKeyword ? (
              <span className={styles.placeholder}>{intl.formatMessage(catalogueMessages.searchPlaceholder)}</span>
            ) : (
              <span className={styles.keyword}>{page.keyword}</span>
            )}
          </button>
          {page.list.total > 0 && (
            <span className={styles.count}>{intl.formatMessage(catalogueMessages.resultCount, { count: page.list.total })}</span>
          )}
        </div>
        {/* Nothing searched, nothing to sort or filter. */}
        {!noKeyword && <SortBar sort={page.sort} onSort={page.setSort} activeFilters={page.activeFilters} onFilter={page.openFilter} />}
        <GoodsResults list={page.list} label={intl.formatMessage(pageTitles.searchResult)} empty={empty} />
      </main>
      <FilterSheetOnDemand visible={page.filterOpen} filters={page.filters} onApply={page.setFilters} onClose={page.closeFilter} />
    </>
  );
}
