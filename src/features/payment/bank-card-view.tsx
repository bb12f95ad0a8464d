import { defineMessages, useIntl, type NoMessageValues, type MessageValue } from 'react-intl';
import type { PlatformBankCard } from '@/api/types';
import { ShopText } from '@/components/shop-text';
import { useCopy } from '@/components/use-copy';
import styles from './payment.module.css';
import { commonMessages } from '@/components/common-messages';

const messages = defineMessages<{
  readonly accountName: NoMessageValues;
  readonly accountNo: NoMessageValues;
  readonly bank: NoMessageValues;
  readonly branch: NoMessageValues;
  readonly swift: NoMessageValues;
  readonly currency: NoMessageValues;
  readonly copyField: { readonly field: MessageValue };
}>({
  accountName: { id: 'payment.bank_account_name', defaultMessage: 'Account name' },
  accountNo: { id: 'payment.bank_account_no', defaultMessage: 'Account number' },
  bank: { id: 'payment.bank_name', defaultMessage: 'Bank' },
  branch: { id: 'payment.bank_branch', defaultMessage: 'Branch' },
  swift: { id: 'payment.bank_swift', defaultMessage: 'SWIFT / BIC' },
  currency: { id: 'payment.bank_currency', defaultMessage: 'Currency' },
  copyField: { id: 'payment.copy_field', defaultMessage: 'Copy {field}' },
});

/** Account numbers read in groups of four, as printed on cards and statements. */
export function groupDigits(value: string): string {
  // A number written with its own separators (808-123456-838) is shown as the bank writes it.
  if (/[^A-Za-z0-9\s]/.test(value)) return value;
  return value.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** One of the shop's bank accounts, each field with a copy button (what a transfer form asks for). */
export function BankCardView({ card, children }: { card: PlatformBankCard; children?: React.ReactNode }) {
  const intl = useIntl();
  const copy = useCopy();
  const fields = [
    { label: messages.accountName, value: card.account_name, copyValue: card.account_name },
    { label: messages.accountNo, value: groupDigits(card.account_no), copyValue: card.account_no.replace(/\s+/g, '') },
    { label: messages.bank, value: card.bank_name, copyValue: card.bank_name },
    { label: messages.branch, value: card.branch, copyValue: card.branch },
    { label: messages.swift, value: card.swift, copyValue: card.swift },
  ].filter((f) => f.value !== '');
  return (
    <article className={styles.bankCard} aria-label={card.bank_name}>
      <header className={styles.bankHead}>
        <strong>{card.bank_name}</strong>
        <span className={styles.bankCurrency}>
          {intl.formatMessage(messages.currency)} {card.currency}
        </span>
      </header>
      <dl className={styles.bankFields}>
        {fields.map((f) => {
          const label = intl.formatMessage(f.label);
          return (
            <div key={f.label.id} className={styles.bankField}>
              <dt>{label}</dt>
              <dd>
                <span className={f.label === messages.accountNo ? styles.accountNo : undefined}>{f.value}</span>
                <button
                  type="button"
                  className={styles.copy}
                  aria-label={intl.formatMessage(messages.copyField, { field: label })}
                  onClick={() => copy(f.copyValue)}
                >
                  {intl.formatMessage(commonMessages.copy)}
                </button>
              </dd>
            </div>
          );
        })}
      </dl>
      {card.note && <ShopText text={card.note} className={styles.bankNote} />}
      {children}
    </article>
  );
}
