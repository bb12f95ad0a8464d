import { Button } from '@/components/button';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { OrderSummary } from '@/api/types';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { EmptyState } from '@/components/page-state';
import { PageShell } from '@/components/page-shell';
import { unbrokenPart } from '@/components/unbroken-part';
import { buyerLinks } from '@/lib/buyer-links';
import { ROUTES } from '@/lib/routes';
import { useAppDispatch } from '@/state/hooks';
import { recentOrders } from './list-sources';
import { rlMessages as m } from './reorder-lists-messages';
import { useNewList } from './use-new-list';
import { useSavedLists } from './use-saved-lists';
import styles from './reorder-lists.module.css';

/** The buyer's reorder lists, and new ones from the cart, favourites, an order or a file. */
export default function ReorderListsPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { userId, lists } = useSavedLists();
  const make = useNewList(userId);
  const csv = useRef<HTMLInputElement>(null);
  const [orders, setOrders] = useState<OrderSummary[] | null>(null);
  const showOrders = () => void recentOrders(dispatch).then(setOrders, () => undefined);

  return (
    <>
      <AppNavBar title={pageTitles.reorderLists} />
      <PageShell stack aria-busy={make.busy}>
        <p className={styles.hint}>{intl.formatMessage(m.intro)}</p>
        <section className={styles.card} aria-labelledby="rl-new">
          <h2 id="rl-new" className={styles.heading}>
            {intl.formatMessage(m.newFrom)}
          </h2>
          <div className={styles.sources}>
            <Button size="small" shape="rounded" fill="outline" disabled={make.busy} onClick={() => void make.fromCart()}>
              {intl.formatMessage(m.fromCart)}
            </Button>
            <Button size="small" shape="rounded" fill="outline" disabled={make.busy} onClick={showOrders}>
              {intl.formatMessage(m.fromOrder)}
            </Button>
            <Button size="small" shape="rounded" fill="outline" disabled={make.busy} onClick={() => void make.fromFavourites()}>
              {intl.formatMessage(m.fromFavourites)}
            </Button>
            <Button size="small" shape="rounded" fill="outline" disabled={make.busy} onClick={() => csv.current?.click()}>
              {intl.formatMessage(m.fromCsv)}
            </Button>
            <Link to={ROUTES.quickOrder} className={styles.textLink}>
              {intl.formatMessage(m.quickOrder)}
            </Link>
          </div>
          <input
            ref={csv}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            hidden
            aria-label={intl.formatMessage(m.fromCsv)}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void make.fromCsv(file);
            }}
          />
          {make.busy && <p className={styles.hint} role="status">{intl.formatMessage(m.making)}</p>}
          {orders && (
            <div className={styles.orders} role="group" aria-label={intl.formatMessage(m.chooseOrder)}>
              {orders.length === 0 && <p className={styles.hint}>{intl.formatMessage(m.noOrders)}</p>}
              {orders.map((order) => (
                <button key={order.id} type="button" className={styles.order} disabled={make.busy} onClick={() => void make.fromOrder(order)}>
                  {intl.formatMessage(m.orderChoice, {
                    sn: order.order_sn,
                    date: intl.formatDate(order.create_time * 1000, { dateStyle: 'medium' }),
                    count: order.items.length,
                    part: unbrokenPart,
                  })}
                </button>
              ))}
            </div>
          )}
        </section>
        <section className={styles.card} aria-labelledby="rl-mine">
          <h2 id="rl-mine" className={styles.heading}>
            {intl.formatMessage(m.myLists)}
          </h2>
          {lists.length === 0 ? (
            <EmptyState title={m.noLists} />
          ) : (
            <ul className={styles.lists}>
              {lists.map((list) => (
                <li key={list.id}>
                  <Link to={buyerLinks.reorderListInfo(list.id)} className={styles.listRow}>
                    <span className={styles.listText}>
                      <strong>{list.name}</strong>
                      <span className={styles.hint}>
                        {intl.formatMessage(m.listSummary, {
                          count: list.items.length,
                          pieces: list.items.reduce((n, i) => n + i.quantity, 0),
                          date: intl.formatDate(list.updated, { dateStyle: 'medium' }),
                        })}
                      </span>
                    </span>
                    <RightOutline aria-hidden />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </PageShell>
    </>
  );
}
