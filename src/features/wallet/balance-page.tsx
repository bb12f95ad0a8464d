import { ActionLink } from '@/components/action-link';
import { Button } from '@/components/button';
import Tabs from 'antd-mobile/es/components/tabs';
import Skeleton from 'antd-mobile/es/components/skeleton';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { AppNavBar } from '@/components/nav-bar';
import { ListState, PageSkeleton } from '@/components/page-state';
import { PageShell } from '@/components/page-shell';
import { pageTitles } from '@/components/page-titles';
import { WindowList } from '@/components/window-list';
import { ROUTES } from '@/lib/routes';
import { formatMoney } from '@/lib/money';
import { LedgerRow } from './ledger-row';
import { LEDGER_FILTERS, useBalance, type LedgerFilter } from './use-balance';
import { KIND_LABEL } from './wallet-labels';
import { commonMessages } from '@/components/common-messages';
import { walletMessages as m } from './wallet-messages';
import styles from './wallet.module.css';

export default function BalancePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { balance, ledger, filter, setFilter } = useBalance();
  const topUp = (
    <ActionLink to={ROUTES.recharge}>
      <FormattedMessage {...m.topUp} />
    </ActionLink>
  );
  const filterLabel = (f: LedgerFilter) => (f === 'all' ? intl.formatMessage(m.kindAll) : intl.formatMessage(KIND_LABEL[f]));

  return (
    <div>
      <AppNavBar title={pageTitles.balance} />
      <PageShell>
        <section className={styles.hero} aria-labelledby="wallet-available">
          <p id="wallet-available" className={styles.heroLabel}>
            <FormattedMessage {...m.available} />
          </p>
          {balance.isLoading ? (
            <Skeleton.Title animated className={styles.heroSkeleton} />
          ) : (
            <p className={styles.heroAmount}>{balance.balance !== undefined && formatMoney(intl, balance.balance)}</p>
          )}
          <div className={styles.heroActions}>
            <Button shape="rounded" className={styles.heroPrimary} onClick={() => void navigate(ROUTES.recharge)}>
              <FormattedMessage {...m.topUp} />
            </Button>
            <Button shape="rounded" fill="outline" className={styles.heroSecondary} onClick={() => void navigate(ROUTES.withdrawal)}>
              <FormattedMessage {...m.withdraw} />
            </Button>
          </div>
        </section>

        <nav className={styles.shortcuts} aria-label={intl.formatMessage(pageTitles.balance)}>
          <Link to={ROUTES.rechargeRecord} className={styles.shortcut}>
            <FormattedMessage {...m.topUpHistory} />
            <RightOutline aria-hidden />
          </Link>
          <Link to={ROUTES.withdrawalRecord} className={styles.shortcut}>
            <FormattedMessage {...m.withdrawalHistory} />
            <RightOutline aria-hidden />
          </Link>
        </nav>

        <h2 className={styles.sectionTitle}>
          <FormattedMessage {...m.ledgerHeading} />
        </h2>
        <Tabs activeKey={filter} onChange={(key) => setFilter(key as LedgerFilter)} className={styles.filters}>
          {LEDGER_FILTERS.map((f) => (
            <Tabs.Tab key={f} title={filterLabel(f)} />
          ))}
        </Tabs>

        <ListState
          list={ledger}
          skeleton={<PageSkeleton rows={6} />}
          failedTitle={commonMessages.loadFailed}
          empty={{ title: m.ledgerEmpty, description: m.ledgerEmptyBody, children: topUp }}
        >
          <div className={styles.listCard}>
            <WindowList
              items={ledger.items}
              total={ledger.total}
              getKey={(entry) => entry.id}
              renderItem={(entry) => <LedgerRow entry={entry} />}
              estimateSize={72}
              gap={0}
              status={ledger.status}
              onLoadMore={ledger.loadMore}
              failed={ledger.failed}
              label={intl.formatMessage(m.ledgerHeading)}
            />
          </div>
        </ListState>
      </PageShell>
    </div>
  );
}
