import { Button } from '@/components/button';
import Popup from 'antd-mobile/es/components/popup';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePlatformBankCardQuery } from '@/api/common/endpoints';
import type { LedgerEntry } from '@/api/types';
import { commonMessages } from '@/components/common-messages';
import { LoadFailed } from '@/components/page-state';
import { TransferDetails } from './transfer-details';
import { walletMessages as m } from './wallet-messages';
import styles from './wallet.module.css';

/** A bank-transfer top-up still waiting for the money: its details can be opened again. */
export const awaitsTransfer = (entry: LedgerEntry) =>
  entry.kind === 'recharge' && entry.status === 'pending' && entry.pay_method === 'bank_transfer';

/** The transfer details of a pending top-up, over the history, with the shop's current accounts. */
export function TransferSheet({ entry, onClose }: { entry: LedgerEntry | null; onClose: () => void }) {
  const intl = useIntl();
  const cards = usePlatformBankCardQuery(undefined, { skip: !entry });
  let body = null;
  if (entry) {
    if (cards.isLoading) body = <Skeleton.Paragraph lineCount={6} animated />;
    else if (cards.isError && !cards.data) body = <LoadFailed title={commonMessages.loadFailed} onRetry={() => void cards.refetch()} />;
    else {
      body = (
        <TransferDetails amount={entry.amount.replace(/^[+-]/, '')} sn={entry.order_sn} cards={cards.data?.list ?? []} />
      );
    }
  }
  return (
    <Popup visible={entry !== null} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <div role="dialog" aria-label={intl.formatMessage(m.transferDetails)} className={styles.sheetBody}>
        {body}
        <Button block onClick={onClose}>
          <FormattedMessage {...commonMessages.close} />
        </Button>
      </div>
    </Popup>
  );
}
