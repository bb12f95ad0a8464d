import { ActionLink } from '@/components/action-link';
import { Button } from '@/components/button';
import CapsuleTabs from 'antd-mobile/es/components/capsule-tabs';
import SearchOutline from 'antd-mobile-icons/es/SearchOutline';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { commonMessages } from '@/components/common-messages';
import { GoodsGridSkeleton } from '@/components/goods-grid-skeleton';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { RevealInOrder, Settles } from '@/components/reveal-in-order';
import { TabTitle } from '@/components/tab-title';
import { EmptyState } from '@/components/page-state';
import { ROUTES } from '@/lib/routes';
import { catalogueMessages as m } from './catalogue-messages';
import { FilterSheetOnDemand } from './filter-sheet-on-demand';
import { GoodsResults } from './goods-results';
import { SortBar } from './sort-bar';
import { useClassList } from './use-class-list';
import styles from './class-list-page.module.css';

const messages = defineMessages({
  all: { id: 'catalogue.all_in_category', defaultMessage: 'All' },
  subcategories: { id: 'catalogue.subcategories', defaultMessage: 'Sub-categories' },
  noCategory: { id: 'catalogue.no_category', defaultMessage: 'Choose a category to see its products.' },
});

/** A category's goods: sub-category chips, sort and filters, and the virtualized grid. */
export default function ClassListPage() {
  const intl = useIntl();
  const page = useClassList();
  const filtered = page.activeFilters > 0;

  const empty = (
    <EmptyState title={filtered ? m.emptyFiltered : m.emptyCategory} description={filtered ? undefined : m.emptyCategoryHint}>
      {filtered ? (
        <Button shape="rounded" color="primary" onClick={() => page.setFilters({})}>
          {intl.formatMessage(m.clearFilters)}
        </Button>
      ) : (
        <ActionLink to={ROUTES.class}>
          {intl.formatMessage(commonMessages.browseCategories)}
        </ActionLink>
      )}
    </EmptyState>
  );

  return (
    <>
      <AppNavBar
        title={page.title || pageTitles.classList}
        right={
          <Link to={ROUTES.search} className={styles.searchLink} aria-label={intl.formatMessage(m.searchLabel)}>
            <SearchOutline aria-hidden />
          </Link>
        }
      />
      <main className={styles.page}>
        {page.categoryId === 0 ? (
          <EmptyState title={messages.noCategory}>
            <ActionLink to={ROUTES.class}>
              {intl.formatMessage(commonMessages.browseCategories)}
            </ActionLink>
          </EmptyState>
        ) : (
          // The sub-category chips sit above the list: it shows once they are known (none, no row).
          <RevealInOrder
            tail={
              <>
                <div className={styles.sortBarSpace} />
                <GoodsGridSkeleton label={intl.formatMessage(commonMessages.loading)} />
              </>
            }
            slots={[
              {
                key: 'subs',
                skeleton: (
                  <div className={`${styles.subs} ${styles.subsSkeleton}`} aria-hidden>
                    {[52, 132, 140].map((width) => (
                      <span key={width} className={styles.chipSkeleton} style={{ width }} />
                    ))}
                  </div>
                ),
                content: (
                  <>
                    <Settles when={!page.subsLoading} />
                    {page.subs.length > 0 && (
                      <nav className={styles.subs} aria-label={intl.formatMessage(messages.subcategories)}>
                        <CapsuleTabs activeKey={String(page.subId)} onChange={(key) => page.selectSub(Number(key))}>
                          <CapsuleTabs.Tab key="0" title={<TabTitle active={page.subId === 0}>{intl.formatMessage(messages.all)}</TabTitle>} />
                          {page.subs.map((sub) => (
                            <CapsuleTabs.Tab key={String(sub.id)} title={<TabTitle active={page.subId === sub.id}>{sub.name}</TabTitle>} />
                          ))}
                        </CapsuleTabs>
                      </nav>
                    )}
                  </>
                ),
              },
              {
                key: 'list',
                content: (
                  <>
                    <SortBar sort={page.sort} onSort={page.setSort} activeFilters={page.activeFilters} onFilter={page.openFilter} />
                    <GoodsResults list={page.list} label={page.title || intl.formatMessage(m.goodsList)} empty={empty} />
                  </>
                ),
              },
            ]}
          />
        )}
      </main>
      <FilterSheetOnDemand visible={page.filterOpen} filters={page.filters} onApply={page.setFilters} onClose={page.closeFilter} />
    </>
  );
}
