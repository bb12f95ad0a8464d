import { Button } from '@/components/button';
import Form from 'antd-mobile/es/components/form';
import Popup from 'antd-mobile/es/components/popup';
import { Selector } from '@/components/selector';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormDraft } from '@/components/forms/use-form-draft';
import { LimitedInput } from '@/components/input-limit';
import { useEditAppyAfterSalesMutation, useLogisticsCompanyListQuery } from '@/api/order/endpoints';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import { refundDetailMessages as d } from './refund-detail-messages';
import styles from './refund-detail-page.module.css';

/** Carriers print 6 to 40 letters, digits and dashes; anything else is a typo. */
const TRACKING_NO = /^[A-Za-z0-9-]{6,40}$/;

interface Shape {
  company: number[];
  tracking: string;
}

/** Once a return is approved: which carrier took the parcel back, and its tracking number. */
export function ReturnShippingSheet({ id, onClose }: { id: number; onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(true);
  const { data: companies } = useLogisticsCompanyListQuery();
  const [send, { isLoading }] = useEditAppyAfterSalesMutation();
  const title = intl.formatMessage(d.actionReturnShipping);
  // A tracking number copied from a receipt comes back after a reload or an expired session, when
  // the sheet is opened again (use-form-draft.ts); closing the sheet lets it go.
  const draft = useFormDraft<Shape>('return-shipping', ['tracking']);

  const finish = async (values: Shape) => {
    const companyId = values.company.at(0);
    if (companyId === undefined) return;
    try {
      await send({ id, step: 'return_shipping', logistics_company_id: companyId, tracking_no: values.tracking.trim() }).unwrap();
    } catch {
      return; // shown by the baseQuery; the sheet keeps what was typed
    }
    draft.clear();
    dispatch(toastRequested({ text: { message: d.returnSent }, icon: 'success' }));
    setOpen(false);
  };

  return (
    <Popup showCloseButton visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} afterClose={onClose} bodyClassName={styles.sheetBody} destroyOnClose>
      <section role="dialog" aria-modal="true" aria-label={title} className={styles.sheet}>
        <h2 className={styles.sheetTitle}>{title}</h2>
        <Form
          name="return"
          layout="vertical"
          // Both fields are needed; a star in each label would only be read out as "star".
          requiredMarkStyle="none"
          disabled={isLoading}
          initialValues={draft.initial({})}
          onValuesChange={draft.keep}
          onFinish={(values: Shape) => void finish(values)}
          footer={
            <Button block type="submit" color="primary" shape="rounded" loading={isLoading} disabled={isLoading}>
              <FormattedMessage {...d.send} />
            </Button>
          }
        >
          <Form.Item
            name="company"
            label={intl.formatMessage(d.carrier)}
            rules={[{ required: true, type: 'array', min: 1, message: intl.formatMessage(d.carrierRequired) }]}
          >
            <Selector
              aria-label={intl.formatMessage(d.carrier)}
              columns={2}
              options={(companies?.list ?? []).map((c) => ({ value: c.id, label: c.name }))}
            />
          </Form.Item>
          <Form.Item
            name="tracking"
            label={intl.formatMessage(d.trackingNo)}
            rules={[
              { required: true, whitespace: true, message: intl.formatMessage(d.trackingRequired) },
              { pattern: TRACKING_NO, message: intl.formatMessage(d.trackingInvalid) },
            ]}
          >
            <LimitedInput placeholder={intl.formatMessage(d.trackingPlaceholder)} autoComplete="off" clearable />
          </Form.Item>
        </Form>
      </section>
    </Popup>
  );
}
