import { ActionLink } from '@/components/action-link';
import { Button } from '@/components/button';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBalanceOrderListInfiniteQuery } from '@/api/payment/endpoints';
import type { LedgerEntry } from '@/api/types';
import { AppNavBar } from '@/components/nav-bar';
import { commonMessages } from '@/components/common-messages';
import { ListState, PageSkeleton } from '@/components/page-state';
import { PageShell } from '@/components/page-shell';
import { pageTitles } from '@/components/page-titles';
import { PAGE_SIZE, useInfiniteList } from '@/components/use-infinite-list';
import { WindowList } from '@/components/window-list';
import { ROUTES } from '@/lib/routes';
import { LedgerRow } from './ledger-row';
import { awaitsTransfer, TransferSheet } from './transfer-sheet';
import { walletMessages as m } from './wallet-messages';
import styles from './wallet.module.css';

const RECHARGES = { kind: 'recharge', limit: PAGE_SIZE } as const;

/** Top-ups are the ledger's recharge entries, from the moment they are created (pending until paid). */
export default function RechargeRecordPage() {
  const intl = useIntl();
  const list = useInfiniteList(useBalanceOrderListInfiniteQuery(RECHARGES));
  const [opened, setOpened] = useState<LedgerEntry | null>(null);
  const body = (
    <ListState
      list={list}
      skeleton={<PageSkeleton rows={6} />}
      failedTitle={commonMessages.loadFailed}
      empty={{
        title: m.topUpsEmpty,
        children: (
          <ActionLink to={ROUTES.recharge}>
            <FormattedMessage {...m.topUp} />
          </ActionLink>
        ),
      }}
    >
      <div className={styles.listCard}>
        <WindowList
          items={list.items}
          total={list.total}
          getKey={(entry) => entry.id}
          renderItem={(entry) => (
            <LedgerRow
              entry={entry}
              showMethod
              action={
                awaitsTransfer(entry) && (
                  <Button
                    size="mini"
                    fill="outline"
                    color="primary"
                    aria-label={intl.formatMessage(m.transferDetailsFor, { sn: entry.order_sn })}
                    onClick={() => setOpened(entry)}
                  >
                    <FormattedMessage {...m.transferDetails} />
                  </Button>
                )
              }
            />
          )}
          estimateSize={88}
          gap={0}
          status={list.status}
          onLoadMore={list.loadMore}
          failed={list.failed}
          label={intl.formatMessage(pageTitles.rechargeRecord)}
        />
      </div>
    </ListState>
  );
  return (
    <div>
      <AppNavBar title={pageTitles.rechargeRecord} />
      <PageShell>{body}</PageShell>
      <TransferSheet entry={opened} onClose={() => setOpened(null)} />
    </div>
  );
}
