import Button from 'antd-mobile/es/components/button';
import Result from 'antd-mobile/es/components/result';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PlatformBankCard } from '@/api/types';
import { useCopy } from '@/components/use-copy';
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
  const copy = useCopy();
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
              <Button
                size="mini"
                fill="none"
                color="primary"
                aria-label={intl.formatMessage(m.copyLabel, { what: reference })}
                onClick={() => copy(sn)}
              >
                <FormattedMessage {...m.copy} />
              </Button>
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
