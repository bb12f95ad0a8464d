import { Button } from '@/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Tag from 'antd-mobile/es/components/tag';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Address } from '@/api/types';
import { addressMessages } from './address-messages';
import { addressLine } from './address-utils';
import styles from './addresses.module.css';
import { commonMessages } from '@/components/common-messages';

interface AddressCardProps {
  address: Address;
  selecting: boolean;
  busy: boolean;
  onChoose: (address: Address) => void;
  onEdit: (address: Address) => void;
  onRemove: (address: Address) => void;
  onMakeDefault: (address: Address) => void;
}

export function AddressCard({ address, selecting, busy, onChoose, onEdit, onRemove, onMakeDefault }: AddressCardProps) {
  const intl = useIntl();
  const body = (
    <>
      <div className={styles.who}>
        <span className={styles.name}>{address.name}</span>
        <span className={styles.phone}>
          <FormattedMessage {...addressMessages.phone} values={{ code: address.area_code, mobile: address.mobile }} />
        </span>
        {address.is_default && (
          <Tag color="primary" fill="outline">
            <FormattedMessage {...addressMessages.defaultTag} />
          </Tag>
        )}
      </div>
      <p className={styles.line}>{addressLine(address)}</p>
    </>
  );
  return (
    <li className={styles.card}>
      {selecting ? (
        <button
          type="button"
          className={styles.chooseButton}
          aria-label={intl.formatMessage(addressMessages.chooseLabel, { name: address.name })}
          onClick={() => onChoose(address)}
        >
          {body}
        </button>
      ) : (
        <div className={styles.body}>{body}</div>
      )}
      <div className={styles.actions}>
        <Checkbox
          checked={address.is_default}
          disabled={busy || address.is_default}
          onChange={(checked) => {
            if (checked) onMakeDefault(address);
          }}
          style={{ '--icon-size': '18px', '--font-size': '13px', '--gap': '6px' }}
        >
          <FormattedMessage {...(address.is_default ? addressMessages.defaultTag : addressMessages.setDefault)} />
        </Checkbox>
        <span className={styles.buttons}>
          <Button
            size="mini"
            fill="none"
            aria-label={intl.formatMessage(addressMessages.editLabel, { name: address.name })}
            onClick={() => onEdit(address)}
          >
            <FormattedMessage {...commonMessages.edit} />
          </Button>
          <Button
            size="mini"
            fill="none"
            disabled={busy}
            aria-label={intl.formatMessage(addressMessages.deleteLabel, { name: address.name })}
            onClick={() => onRemove(address)}
          >
            <FormattedMessage {...commonMessages.delete} />
          </Button>
        </span>
      </div>
    </li>
  );
}
