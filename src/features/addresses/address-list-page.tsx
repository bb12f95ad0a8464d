import { Button } from '@/components/button';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { EmptyState, LoadFailed } from '@/components/page-state';
import { PageShell } from '@/components/page-shell';
import { AddressCard } from './address-card';
import { addressMessages } from './address-messages';
import styles from './addresses.module.css';
import { useAddressList } from './use-address-list';
import { FixedBar } from '@/components/fixed-bar';

export default function AddressListPage() {
  const intl = useIntl();
  const book = useAddressList();
  return (
    <div>
      <AppNavBar title={pageTitles.addressList} />
      <PageShell bar>
        {book.selecting && book.addresses.length > 0 && (
          <NoticeBar content={intl.formatMessage(addressMessages.selectHint)} color="info" />
        )}
        {book.isLoading ? (
          <div className={styles.card} aria-busy="true">
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={2} animated />
          </div>
        ) : book.isError ? (
          <LoadFailed title={addressMessages.loadFailed} onRetry={book.retry} />
        ) : book.addresses.length === 0 ? (
          <EmptyState title={addressMessages.emptyTitle} description={addressMessages.emptyBody} />
        ) : (
          <ul className={styles.list}>
            {book.addresses.map((address) => (
              <AddressCard
                key={address.id}
                address={address}
                selecting={book.selecting}
                busy={book.busy}
                onChoose={book.choose}
                onEdit={book.edit}
                onRemove={book.remove}
                onMakeDefault={book.makeDefault}
              />
            ))}
          </ul>
        )}
      </PageShell>
      <FixedBar as="footer" className={styles.bottomBar}>
        <Button block color="primary" shape="rounded" onClick={book.add}>
          <FormattedMessage {...addressMessages.add} />
        </Button>
      </FixedBar>
    </div>
  );
}
