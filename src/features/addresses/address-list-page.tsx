import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { FormattedMessage, useIntl } from 'react-intl';
import { commonMessages } from '@/components/common-messages';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { AddressCard } from './address-card';
import { addressMessages } from './address-messages';
import styles from './addresses.module.css';
import { useAddressList } from './use-address-list';

export default function AddressListPage() {
  const intl = useIntl();
  const book = useAddressList();
  return (
    <div>
      <AppNavBar title={pageTitles.addressList} />
      <main className={styles.page}>
        {book.selecting && book.addresses.length > 0 && (
          <NoticeBar content={intl.formatMessage(addressMessages.selectHint)} color="info" />
        )}
        {book.isLoading ? (
          <div className={styles.card} aria-busy="true">
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={2} animated />
          </div>
        ) : book.isError ? (
          <ErrorBlock status="disconnected" title={intl.formatMessage(addressMessages.loadFailed)} description="">
            <Button color="primary" onClick={book.retry}>
              <FormattedMessage {...commonMessages.retry} />
            </Button>
          </ErrorBlock>
        ) : book.addresses.length === 0 ? (
          <ErrorBlock
            status="empty"
            title={intl.formatMessage(addressMessages.emptyTitle)}
            description={intl.formatMessage(addressMessages.emptyBody)}
          />
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
      </main>
      <footer className={styles.bottomBar}>
        <Button block color="primary" shape="rounded" onClick={book.add}>
          <FormattedMessage {...addressMessages.add} />
        </Button>
      </footer>
    </div>
  );
}
