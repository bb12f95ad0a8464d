import { ActionLink } from '@/components/action-link';
import Tabs from 'antd-mobile/es/components/tabs';
import Tag from 'antd-mobile/es/components/tag';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useBalanceWithdrawalListPagesInfiniteQuery } from '@/api/payment/endpoints';
import type { Withdrawal, WithdrawalStatus } from '@/api/types';
import { AppNavBar } from '@/components/nav-bar';
import { commonMessages } from '@/components/common-messages';
import { ListState, PageSkeleton } from '@/components/page-state';
import { PageShell } from '@/components/page-shell';
import { pageTitles } from '@/components/page-titles';
import { PAGE_SIZE, useInfiniteList } from '@/components/use-infinite-list';
import { WindowList } from '@/components/window-list';
import { links } from '@/lib/links';
import { formatMoney } from '@/lib/money';
import { ROUTES } from '@/lib/routes';
import { formatTime } from './ledger-row';
import { lastFour, WITHDRAWAL_STATUS_COLOR } from './wallet-labels';
import { walletMessages as m } from './wallet-messages';
import styles from './wallet.module.css';
import { withdrawalStatusLabels } from '@/api/status-labels';

type Filter = WithdrawalStatus | 'all';
const FILTERS: Filter[] = ['all', 'pending', 'approved', 'paid', 'rejected'];

/**
 * The tabs name the withdrawals each shows ("Versés": the ones paid out), a record's tag its one
 * state ("Versé"): French and Spanish write them apart, so they are ids apart.
 */
const filterLabels = defineMessages({
  all: { id: 'wallet.w_status_all', defaultMessage: 'All' },
  pending: { id: 'wallet.w_filter_pending', defaultMessage: 'Under review' },
  approved: { id: 'wallet.w_filter_approved', defaultMessage: 'Approved' },
  paid: { id: 'wallet.w_filter_paid', defaultMessage: 'Paid out' },
  rejected: { id: 'wallet.w_filter_rejected', defaultMessage: 'Rejected' },
}) satisfies Record<Filter, unknown>;

function WithdrawalRow({ withdrawal }: { withdrawal: Withdrawal }) {
  const intl = useIntl();
  return (
    <Link to={links.withdrawalRecordStu(withdrawal.id)} className={styles.rowLink}>
      <article className={styles.row}>
        <div className={styles.rowMain}>
          <p className={styles.rowTitle}>
            <FormattedMessage
              {...m.toCard}
              values={{ bank: withdrawal.bank.bank_name, last4: lastFour(withdrawal.bank.account_no) }}
            />
          </p>
          <p className={styles.rowMeta}>{formatTime(intl, withdrawal.create_time)}</p>
        </div>
        <div className={styles.rowSide}>
          <span className={styles.amountOut}>{formatMoney(intl, withdrawal.amount)}</span>
          <Tag color={WITHDRAWAL_STATUS_COLOR[withdrawal.status]} fill="outline">
            <FormattedMessage {...withdrawalStatusLabels[withdrawal.status]} />
          </Tag>
        </div>
      </article>
    </Link>
  );
}

export default function WithdrawalRecordPage() {
  const intl = useIntl();
  const [filter, setFilter] = useState<Filter>('all');
  const list = useInfiniteList(
    useBalanceWithdrawalListPagesInfiniteQuery(filter === 'all' ? { limit: PAGE_SIZE } : { status: filter, limit: PAGE_SIZE }),
  );
  const body = (
    <ListState
      list={list}
      skeleton={<PageSkeleton rows={6} />}
      failedTitle={commonMessages.loadFailed}
      empty={{
        title: m.withdrawalsEmpty,
        children: filter === 'all' && (
          <ActionLink to={ROUTES.withdrawal}>
            <FormattedMessage {...m.withdraw} />
          </ActionLink>
        ),
      }}
    >
      <div className={styles.listCard}>
        <WindowList
          items={list.items}
          total={list.total}
          getKey={(w) => w.id}
          renderItem={(w) => <WithdrawalRow withdrawal={w} />}
          estimateSize={72}
          gap={0}
          status={list.status}
          onLoadMore={list.loadMore}
          failed={list.failed}
          label={intl.formatMessage(pageTitles.withdrawalRecord)}
        />
      </div>
    </ListState>
  );
  return (
    <div>
      <AppNavBar title={pageTitles.withdrawalRecord} />
      <PageShell>
        <Tabs activeKey={filter} onChange={(key) => setFilter(key as Filter)} className={styles.stateFilters}>
          {FILTERS.map((f) => (
            <Tabs.Tab
              key={f}
              title={intl.formatMessage(filterLabels[f])}
            />
          ))}
        </Tabs>
        {body}
      </PageShell>
    </div>
  );
}
