import { Button } from '@/components/button';
import { LimitedTextArea } from '@/components/limited-text-area';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useEditOrderRemarkMutation, useOrderDetailsQuery } from '@/api/order/endpoints';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import { BottomSheet } from './bottom-sheet';
import { orderMessages } from './order-messages';
import styles from './sheets.module.css';

/** The note to the seller (editOrderRemark), at most 140 characters (spec section 5). */
export function RemarkSheet({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const intl = useIntl();
  const fieldId = useId();
  const { data: order } = useOrderDetailsQuery({ id: orderId });
  // null until the shopper types: until then the field shows the saved note as it loads.
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? order?.remark ?? '';
  const dispatch = useAppDispatch();
  const [editRemark, { isLoading }] = useEditOrderRemarkMutation();

  const save = async (close: () => void) => {
    try {
      await editRemark({ order_id: orderId, remark: value.trim() }).unwrap();
    } catch {
      return; // kept as typed; the baseQuery showed the reason
    }
    dispatch(toastRequested({ text: { message: orderMessages.remarkSaved }, icon: 'success' }));
    close();
  };

  return (
    <BottomSheet
      title={intl.formatMessage(orderMessages.remarkTitle)}
      onClosed={onClose}
      footer={(close) => (
        <Button block color="primary" shape="rounded" loading={isLoading} disabled={isLoading || !order} onClick={() => void save(close)}>
          <FormattedMessage {...orderMessages.remarkSave} />
        </Button>
      )}
    >
      {() => (
        <>
          <label htmlFor={fieldId} className={styles.srOnly}>
            {intl.formatMessage(orderMessages.remarkLabel)}
          </label>
          <LimitedTextArea
            id={fieldId}
            className={styles.textarea}
            placeholder={intl.formatMessage(orderMessages.remarkPlaceholder)}
            value={value}
            onChange={setDraft}
            rows={4}
            autoSize={{ minRows: 4, maxRows: 8 }}
          />
        </>
      )}
    </BottomSheet>
  );
}
