import Button from 'antd-mobile/es/components/button';
import { FormattedMessage } from 'react-intl';
import type { PlatformBankCard } from '@/api/types';
import { lastFour } from './wallet-labels';
import { walletMessages as m } from './wallet-messages';
import styles from './wallet.module.css';

interface CardChooserProps {
  /** Injected by Form.Item. */
  id?: string;
  value?: string;
  findCard: (id: string) => PlatformBankCard | undefined;
  onChoose: () => void;
}

/** The card picked on the bank card page, with a way to pick another. */
export function CardChooser({ id, value, findCard, onChoose }: CardChooserProps) {
  const card = value ? findCard(value) : undefined;
  if (!card) {
    return (
      <Button id={id} block fill="outline" color="primary" onClick={onChoose}>
        <FormattedMessage {...m.chooseCard} />
      </Button>
    );
  }
  return (
    <div className={styles.chosenCard}>
      <div>
        <p className={styles.chosenName} id={`${id ?? 'card'}-name`}>
          <FormattedMessage {...m.toCard} values={{ bank: card.bank_name, last4: lastFour(card.account_no) }} />
        </p>
        <p className={styles.rowMeta}>{card.account_name}</p>
      </div>
      <Button
        id={id}
        size="small"
        fill="outline"
        onClick={onChoose}
        aria-describedby={`${id ?? 'card'}-name`}
      >
        <FormattedMessage {...m.changeCard} />
      </Button>
    </div>
  );
}
