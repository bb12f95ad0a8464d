import SideBar from 'antd-mobile/es/components/side-bar';
import Skeleton from 'antd-mobile/es/components/skeleton';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import SearchOutline from 'antd-mobile-icons/es/SearchOutline';
import { defineMessages, useIntl, type NoMessageValues, type MessageValue } from 'react-intl';
import { Link } from 'react-router-dom';
import { LoadFailed } from '@/components/page-state';
import { LazyImage } from '@/components/lazy-image';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { TabTitle } from '@/components/tab-title';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { catalogueMessages } from './catalogue-messages';
import { useClassTab } from './use-class-tab';
import styles from './class-page.module.css';

const messages = defineMessages<{
  readonly categories: NoMessageValues;
  readonly viewAll: { readonly name: MessageValue };
  readonly loadFailed: NoMessageValues;
}>({
  categories: { id: 'catalogue.categories', defaultMessage: 'Categories' },
  viewAll: { id: 'catalogue.view_all', defaultMessage: 'All {name}' },
  loadFailed: { id: 'catalogue.categories_load_failed', defaultMessage: 'The categories could not be loaded.' },
});

const THUMB_PX = 160;

/** The class tab: top categories in a side bar, the chosen one's sub-categories as a picture grid. */
export default function ClassPage() {
  const intl = useIntl();
  const tab = useClassTab();
  const active = tab.active;

  return (
    <>
      <AppNavBar title={pageTitles.class} />
      <div className={styles.searchRow}>
        <Link to={ROUTES.search} className={styles.search}>
          <SearchOutline aria-hidden />
          <span className={styles.searchHint}>{intl.formatMessage(catalogueMessages.searchPlaceholder)}</span>
        </Link>
      </div>
      <main className={styles.layout}>
        {tab.failed ? (
          <div className={styles.state}>
            <LoadFailed title={messages.loadFailed} onRetry={tab.retry} />
          </div>
        ) : tab.loading || !active ? (
          <Skeleton.Paragraph lineCount={8} animated className={styles.skeleton} />
        ) : (
          <>
            <nav className={styles.side} aria-label={intl.formatMessage(messages.categories)}>
              <SideBar activeKey={String(active.id)} onChange={(key) => tab.choose(Number(key))}>
                {tab.categories.map((category) => (
                  <SideBar.Item key={String(category.id)} title={<TabTitle active={category.id === active.id}>{category.name}</TabTitle>} />
                ))}
              </SideBar>
            </nav>
            <section className={styles.content} aria-labelledby="class-active">
              <header className={styles.header}>
                <h2 id="class-active" className={styles.heading}>
                  {active.name}
                </h2>
                <Link to={links.classList(active.id, active.name)} className={styles.viewAll}>
                  {intl.formatMessage(messages.viewAll, { name: active.name })}
                  <RightOutline aria-hidden />
                </Link>
              </header>
              <ul className={styles.grid}>
                {active.children.map((sub, index) => (
                  <li key={sub.id}>
                    <Link to={links.classList(sub.id, sub.name)} className={styles.sub}>
                      <LazyImage src={sub.image} alt="" width={THUMB_PX} height={THUMB_PX} eager={index < 3} className={styles.thumb} />
                      <span className={styles.name}>{sub.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
      </main>
    </>
  );
}
