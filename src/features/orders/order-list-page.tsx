import Tabs from 'antd-mobile/es/components/tabs';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import type { OrderTab } from '@/lib/links';
import { AfterSalesList } from './after-sales-list';
import { orderMessages } from './order-messages';
import { OrderList } from './order-list';
import { ORDER_TABS, useOrderTabs } from './use-order-tabs';
import styles from './order-list-page.module.css';
import { orderStatusLabels } from '@/api/status-labels';

const TAB_LABELS: Record<OrderTab, MessageDescriptor> = {
  all: orderMessages.tabAll,
  ...orderStatusLabels,
  after_sales: orderMessages.tabAfterSales,
};

/** My orders: a tab per status with its count, and the after-sales requests. */
export default function OrderListPage() {
  const intl = useIntl();
  const { tab, setTab, countOf, countsLoading } = useOrderTabs();
  return (
    <>
      <AppNavBar title={pageTitles.orderList} />
      {/* The counts widen the tabs they mark: the row shows once they are known, its place held meanwhile. */}
      {countsLoading ? (
        <div className={`${styles.tabs} ${styles.tabsSkeleton}`} aria-hidden>
          {ORDER_TABS.map((key) => (
            <span key={key} className={styles.tabSkeleton} />
          ))}
        </div>
      ) : (
        <nav className={styles.tabs} aria-label={intl.formatMessage(orderMessages.tabsLabel)}>
          <Tabs activeKey={tab} onChange={setTab} stretch={false}>
            {ORDER_TABS.map((key) => {
              const count = countOf(key);
              return (
                <Tabs.Tab
                  key={key}
                  title={
                    <span className={styles.tabTitle}>
                      <FormattedMessage {...TAB_LABELS[key]} />
                      {count > 0 && (
                        <>
                          <span className={styles.count} aria-hidden="true">
                            {count}
                          </span>
                          {' '}
                          <span className={styles.srOnly}>
                            <FormattedMessage {...orderMessages.tabCount} values={{ count }} />
                          </span>
                        </>
                      )}
                    </span>
                  }
                />
              );
            })}
          </Tabs>
        </nav>
      )}
      <main className={styles.main}>
        {tab === 'after_sales' ? <AfterSalesList /> : <OrderList key={tab} status={tab} />}
      </main>
    </>
  );
}
