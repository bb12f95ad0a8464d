import { Button } from '@/components/button';
import { RetryLine } from '@/components/retry-line';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAddressListQuery } from '@/api/account/endpoints';
import { useChangeAddressMutation } from '@/api/order/endpoints';
import type { Address } from '@/api/types';
import { links } from '@/lib/links';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import { formatAddressLine, formatPhone } from './address-format';
import { BottomSheet } from './bottom-sheet';
import { orderMessages } from './order-messages';
import styles from './sheets.module.css';

/** Picks another saved address for an order that has not shipped yet (changeAddress). */
export function AddressSheet({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { data, isLoading, isError, refetch } = useAddressListQuery();
  const [changeAddress, { isLoading: saving, originalArgs }] = useChangeAddressMutation();
  const addresses = data?.list ?? [];

  const choose = async (address: Address, close: () => void) => {
    try {
      await changeAddress({ order_id: orderId, address_id: address.id }).unwrap();
    } catch {
      return; // the baseQuery already showed why; the sheet stays open to try another
    }
    dispatch(toastRequested({ text: { message: orderMessages.addressChanged }, icon: 'success' }));
    close();
  };

  return (
    <BottomSheet title={intl.formatMessage(orderMessages.addressTitle)} onClosed={onClose}>
      {(close) => (
        <>
          <p className={styles.muted}>
            <FormattedMessage {...orderMessages.addressHint} />
          </p>
          {isLoading ? (
            <div className={styles.center}>
              <DotLoading color="primary" />
            </div>
          ) : isError && data === undefined ? (
            // No answer (offline, a server error) is not "no addresses".
            <div className={styles.center}>
              <RetryLine message={orderMessages.addressesFailed} onRetry={() => void refetch()} />
            </div>
          ) : addresses.length === 0 ? (
            <div className={styles.center}>
              <p>
                <FormattedMessage {...orderMessages.addressEmpty} />
              </p>
              <Link to={links.addressList()} className={styles.textLink}>
                <FormattedMessage {...orderMessages.addressManage} />
              </Link>
            </div>
          ) : (
            <ul className={styles.choices}>
              {addresses.map((address) => (
                <li key={address.id}>
                  <Button
                    block
                    className={styles.choice}
                    disabled={saving}
                    loading={saving && originalArgs?.address_id === address.id}
                    aria-label={intl.formatMessage(orderMessages.chooseAddress, {
                      name: address.name,
                      address: formatAddressLine(address),
                    })}
                    onClick={() => void choose(address, close)}
                  >
                    <span className={styles.choiceName}>
                      {address.name} <span className={styles.phone}>{formatPhone(address.area_code, address.mobile)}</span>
                    </span>
                    <span className={styles.choiceLine}>{formatAddressLine(address)}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </BottomSheet>
  );
}
