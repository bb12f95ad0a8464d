import { Button } from '@/components/button';
import DeleteOutline from 'antd-mobile-icons/es/DeleteOutline';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LazyImage } from '@/components/lazy-image';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { EmptyState } from '@/components/page-state';
import { PageShell } from '@/components/page-shell';
import { links } from '@/lib/links';
import type { StockWatch } from '@/lib/stock-watches';
import { swMessages as m } from './stock-watch-messages';
import { useStockWatchList } from './use-stock-watch-list';
import styles from './stock-watch.module.css';

const THUMB_PX = 64;

function StatusLine({ watch }: { watch: StockWatch }) {
  const intl = useIntl();
  const date = (ms: number) => intl.formatDate(ms, { dateStyle: 'medium' });
  if (watch.state === 'back') {
    return <span className={styles.back}>{intl.formatMessage(m.backSince, { date: date(watch.changed ?? watch.since), stock: watch.stock ?? 0 })}</span>;
  }
  if (watch.state === 'gone') return <span className={styles.gone}>{intl.formatMessage(m.gone)}</span>;
  return <span className={styles.hint}>{intl.formatMessage(m.watchingSince, { date: date(watch.since) })}</span>;
}

/** The Me tab's stock watch: what the buyer waits for, what came back; each removable, each opens its goods. */
export default function StockWatchPage() {
  const intl = useIntl();
  const list = useStockWatchList();
  return (
    <>
      <AppNavBar title={pageTitles.stockWatch} />
      <PageShell stack>
        <section className={styles.card} aria-label={intl.formatMessage(pageTitles.stockWatch)}>
          <p className={styles.hint}>{intl.formatMessage(m.intro)}</p>
          {list.notifications === 'default' && (
            <Button size="small" shape="rounded" fill="outline" className={styles.allow} onClick={list.allowNotifications}>
              {intl.formatMessage(m.allowNotifications)}
            </Button>
          )}
          {list.notifications === 'denied' && <p className={styles.hint}>{intl.formatMessage(m.notificationsBlocked)}</p>}
        </section>
        <section className={styles.card} aria-labelledby="sw-list">
          <h2 id="sw-list" className={styles.heading}>
            {intl.formatMessage(m.watchedList)}
          </h2>
          {list.watches.length === 0 ? (
            <EmptyState title={m.empty} description={m.emptyHint} />
          ) : (
            <ul className={styles.list} aria-labelledby="sw-list">
              {list.watches.map((watch) => {
                const option = watch.specTitle ?? intl.formatMessage(m.anyOption);
                const name = watch.title ? `${watch.title} — ${option}` : option;
                return (
                  <li key={list.keyOf(watch)} className={styles.row}>
                    <Link to={links.goodsInfo(watch.goodsId)} className={styles.open}>
                      <LazyImage src={watch.image ?? ''} alt="" width={THUMB_PX} height={THUMB_PX} className={styles.thumb} />
                      <span className={styles.text}>
                        <strong className={styles.title}>{watch.title}</strong>
                        <span className={styles.option}>
                          {option}
                          {watch.sku && <span className={styles.sku}>{watch.sku}</span>}
                        </span>
                        <StatusLine watch={watch} />
                      </span>
                    </Link>
                    <button
                      type="button"
                      className={styles.remove}
                      aria-label={intl.formatMessage(m.removeOf, { name })}
                      onClick={() => list.remove(watch)}
                    >
                      <DeleteOutline aria-hidden />
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {list.doneCount > 0 && (
            <Button size="small" shape="rounded" fill="none" className={styles.clear} onClick={list.clearDone}>
              {intl.formatMessage(m.clearDone)}
            </Button>
          )}
        </section>
      </PageShell>
    </>
  );
}
