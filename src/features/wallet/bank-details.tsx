import { useIntl } from 'react-intl';
import type { BankCard } from '@/api/types';
import { CopyButton } from '@/components/copy-button';
import { walletMessages as m } from './wallet-messages';
import styles from './wallet.module.css';

/** A bank account as a definition list; the account number can be copied (for a transfer). */
export function BankDetails({ bank, copyable = false }: { bank: BankCard; copyable?: boolean }) {
  const intl = useIntl();
  const rows = [
    { key: 'bank', label: intl.formatMessage(m.bankName), value: bank.bank_name },
    { key: 'name', label: intl.formatMessage(m.accountName), value: bank.account_name },
    { key: 'no', label: intl.formatMessage(m.accountNo), value: bank.account_no },
    { key: 'branch', label: intl.formatMessage(m.branch), value: bank.branch },
    { key: 'swift', label: intl.formatMessage(m.swift), value: bank.swift },
  ];
  return (
    <dl className={styles.bankCard}>
      {rows
        .filter((row) => row.value)
        .map(({ key, label, value }) => (
          <div key={key} className={styles.bankLine}>
            <dt>{label}</dt>
            <dd>
              {value}
              {copyable && key === 'no' && <CopyButton value={value} what={label} />}
            </dd>
          </div>
        ))}
    </dl>
  );
}
