import NoticeBar from 'antd-mobile/es/components/notice-bar';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { defineMessages, useIntl } from 'react-intl';
import { usePlatformBankCardQuery } from '@/api/common/endpoints';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { EmptyState, LoadFailed } from '@/components/page-state';
import { PageShell } from '@/components/page-shell';
import { BankCardView } from './bank-card-view';
import styles from './payment.module.css';

const messages = defineMessages({
  intro: {
    id: 'payment.bank_intro',
    defaultMessage: 'Pay by bank transfer to one of these accounts. Put your order number in the transfer note.',
  },
  empty: { id: 'payment.bank_empty', defaultMessage: 'No bank accounts are available right now.' },
  loadFailed: { id: 'payment.bank_load_failed', defaultMessage: 'The bank accounts could not be loaded.' },
});

/**
 * The shop's bank accounts for paying by transfer, each field copyable. Read-only: these accounts
 * receive money, so nothing (a withdrawal especially) may pick one as a destination.
 */
export default function ShopBankAccountsPage() {
  const intl = useIntl();
  const cards = usePlatformBankCardQuery();
  const list = cards.data?.list ?? [];

  let body;
  if (cards.isLoading) {
    body = (
      <div className={styles.card}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  } else if (cards.isError && !cards.data) {
    body = (
      <LoadFailed title={messages.loadFailed} onRetry={() => void cards.refetch()} />
    );
  } else if (list.length === 0) {
    body = <EmptyState title={messages.empty} />;
  } else {
    body = (
      <>
        <NoticeBar className={styles.notice} content={intl.formatMessage(messages.intro)} color="info" wrap />
        <div className={styles.grid}>
          {list.map((card) => (
            <BankCardView key={card.id} card={card} />
          ))}
        </div>
      </>
    );
  }

  return (
    <>
      <AppNavBar title={pageTitles.bankCar} />
      <PageShell stack>{body}</PageShell>
    </>
  );
}
