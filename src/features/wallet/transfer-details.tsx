import Result from 'antd-mobile/es/components/result';
import { useIntl } from 'react-intl';
import type { PlatformBankCard } from '@/api/types';
import { CopyButton } from '@/components/copy-button';
import { formatMoney } from '@/lib/money';
import { BankDetails } from './bank-details';
import { walletMessages as m } from './wallet-messages';
import styles from './wallet.module.css';

/**
 * How to finish a bank-transfer top-up: the amount, the reference to put in the transfer note
 * and the shop's accounts, each copyable. The result screen and the top-up history both show it,
 * so the details are never seen only once.
 */
export function TransferDetails({ amount, sn, cards }: { amount: string; sn: string; cards: readonly PlatformBankCard[] }) {
  const intl = useIntl();
  const reference = intl.formatMessage(m.transferReference);
  return (
    <>
      <Result
        status="waiting"
        title={intl.formatMessage(m.transferTitle, { amount: formatMoney(intl, amount) })}
        description={intl.formatMessage(m.transferBody, { sn })}
      />
      <div className={styles.card}>
        <dl className={styles.bankCard}>
          <div className={styles.bankLine}>
            <dt>{reference}</dt>
            <dd>
              {sn}
              <CopyButton value={sn} what={reference} />
            </dd>
          </div>
        </dl>
      </div>
      {cards.map((card) => (
        <div key={card.id} className={styles.card}>
          <BankDetails bank={card} copyable />
        </div>
      ))}
    </>
  );
}
