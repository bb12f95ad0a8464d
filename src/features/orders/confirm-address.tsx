import { Button } from '@/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import List from 'antd-mobile/es/components/list';
import Popup from 'antd-mobile/es/components/popup';
import { RadioRow } from '@/components/radio-row';
import Tag from 'antd-mobile/es/components/tag';
import EnvironmentOutline from 'antd-mobile-icons/es/EnvironmentOutline';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAddressListQuery } from '@/api/account/endpoints';
import type { Address, AddressSnapshot, Id } from '@/api/types';
import { VisuallyHidden } from '@/components/visually-hidden';
import { links } from '@/lib/links';
import styles from './confirm-order.module.css';
import { commonMessages } from '@/components/common-messages';
import { RadioGroup } from '@/components/radio-group';

const messages = defineMessages({
  deliverTo: { id: 'checkout.deliver_to', defaultMessage: 'Deliver to' },
  change: { id: 'checkout.address_change', defaultMessage: 'Change delivery address' },
  none: { id: 'checkout.address_none', defaultMessage: 'Add a delivery address' },
  noneBody: { id: 'checkout.address_none_body', defaultMessage: 'We need to know where to send your order.' },
  choose: { id: 'checkout.address_choose', defaultMessage: 'Choose a delivery address' },
  add: { id: 'checkout.address_add', defaultMessage: 'Add a new address' },
  defaultTag: { id: 'checkout.address_default', defaultMessage: 'Default' },
});

export function addressLines(a: AddressSnapshot): { who: string; where: string } {
  const where = [a.address, a.district, a.city, a.province, a.postcode, a.country].filter(Boolean).join(', ');
  return { who: `${a.name}  +${a.area_code} ${a.mobile}`, where };
}

interface Props {
  address: Address | null;
  onChoose: (id: Id) => void;
}

/** The delivery address, with a sheet to pick another of the shopper's addresses or add one. */
export function ConfirmAddress({ address, onChoose }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const book = useAddressListQuery(undefined, { skip: !open });
  const location = useLocation();
  // The form comes back here with the new address, which checkout then chooses (use-confirm-order).
  const addNew = () => void navigate(links.addressInfo(undefined, location.pathname + location.search));

  if (!address) {
    return (
      <button type="button" className={`${styles.card} ${styles.addressEmpty}`} onClick={addNew}>
        <EnvironmentOutline aria-hidden className={styles.addressIcon} />
        <span className={styles.addressText}>
          <strong>{intl.formatMessage(messages.none)}</strong>
          <span className={styles.muted}>{intl.formatMessage(messages.noneBody)}</span>
        </span>
        <RightOutline aria-hidden />
      </button>
    );
  }

  const { who, where } = addressLines(address);
  const list: Address[] = book.data?.list ?? [];
  return (
    <>
      {/* Named by the address it shows, then what it does: the name holds the visible text. */}
      <button type="button" className={`${styles.card} ${styles.address}`} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <EnvironmentOutline aria-hidden className={styles.addressIcon} />
        <span className={styles.addressText}>
          <span className={styles.muted}>{intl.formatMessage(messages.deliverTo)}</span>
          <strong>{who}</strong>
          <span>{where}</span>
        </span>
        <VisuallyHidden> {intl.formatMessage(messages.change)}</VisuallyHidden>
        <RightOutline aria-hidden />
      </button>
      <Popup showCloseButton visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} bodyClassName={styles.sheet}>
        <h2 className={styles.sheetTitle}>{intl.formatMessage(messages.choose)}</h2>
        {book.isLoading ? (
          <DotLoading />
        ) : (
          <RadioGroup value={address.id} onChange={(value) => onChoose(Number(value))}>
            <List>
              {list.map((a) => {
                const lines = addressLines(a);
                return (
                  <RadioRow key={a.id} value={a.id} description={lines.where}>
                    {lines.who}
                    {a.is_default && (
                      <Tag color="primary" fill="outline" className={styles.tag}>
                        {intl.formatMessage(messages.defaultTag)}
                      </Tag>
                    )}
                  </RadioRow>
                );
              })}
            </List>
          </RadioGroup>
        )}
        <div className={styles.sheetActions}>
          <Button block fill="outline" color="primary" onClick={addNew}>
            {intl.formatMessage(messages.add)}
          </Button>
          <Button block color="primary" onClick={() => setOpen(false)}>
            {intl.formatMessage(commonMessages.done)}
          </Button>
        </div>
      </Popup>
    </>
  );
}
