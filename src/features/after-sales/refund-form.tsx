import { Button } from '@/components/button';
import { FixedBar } from '@/components/fixed-bar';
import Form from 'antd-mobile/es/components/form';
import { ClearableInput } from '@/components/clearable-input';
import { Selector } from '@/components/selector';
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AfterSalesDetail, AfterSalesReason, AfterSalesType } from '@/api/types';
import { useFormDraft } from '@/components/forms/use-form-draft';
import { ImageUpload } from '@/components/image-upload';
import { imageFileToDataUrl } from '@/lib/image-data-url';
import { editableNumber, formatMoney } from '@/lib/money';
import { amountValidator, formRule, validateAmount } from '@/lib/validation';
import { afterSalesMessages as a, REASON_LABELS, TYPE_HINTS, TYPE_LABELS } from './after-sales-messages';
import { afterSalesFormMessages as m } from './after-sales-form-messages';
import type { RefundFormValues, RefundImages } from './use-refund-edit';
import styles from './refund-edit-page.module.css';
import { commonMessages } from '@/components/common-messages';
import { LimitedTextArea } from '@/components/limited-text-area';

/** Photos a request may carry: one pick's worth. Our choice (the spec names none). */
const REQUEST_PHOTO_MAX = 9;
const ALL_TYPES: AfterSalesType[] = ['refund_only', 'return_refund'];
const ALL_REASONS = Object.keys(REASON_LABELS) as AfterSalesReason[];

/** What a reload or an expired session gives back (the photos are kept by their control). */
const DRAFT_FIELDS = ['type', 'reason', 'amount', 'description'] as const;

interface FormShape {
  type: AfterSalesType[];
  reason: AfterSalesReason[];
  amount: string;
  description: string;
}

interface RefundFormProps {
  /** The request being edited, if any: its answers fill the form. */
  existing: AfterSalesDetail | undefined;
  types: AfterSalesType[] | undefined;
  reasons: AfterSalesReason[] | undefined;
  /** The most that may be asked for now; null while unknown (the server still checks). */
  cap: string | null;
  submitting: boolean;
  blocked: boolean;
  /** Rendered above the fields (the items being claimed). */
  children: ReactNode;
  onSubmit: (values: RefundFormValues, images: RefundImages) => Promise<void>;
}

/** Type, reason, amount (at most the cap, two decimals), description and photos. */
export function RefundForm({ existing, types, reasons, cap, submitting, blocked, children, onSubmit }: RefundFormProps) {
  const intl = useIntl();
  const [form] = Form.useForm<FormShape>();
  // What a reload or an expired session gives back (use-form-draft.ts; the photos: use-picture-draft.ts).
  const draft = useFormDraft<FormShape>('refund', DRAFT_FIELDS);
  const [images, setImages] = useState<RefundImages>({ urls: existing?.images ?? [], uploading: 0, failed: 0 });
  const typeOptions = (types ?? ALL_TYPES).map((t) => ({
    value: t,
    label: intl.formatMessage(TYPE_LABELS[t]),
    description: intl.formatMessage(TYPE_HINTS[t]),
  }));
  const reasonOptions = (reasons ?? ALL_REASONS).map((r) => ({ value: r, label: intl.formatMessage(REASON_LABELS[r]) }));

  // A new request starts at the cap; once the shopper types an amount it is theirs, only re-checked.
  useEffect(() => {
    if (cap === null) return;
    if (!existing && !draft.restored && !form.isFieldTouched('amount')) form.setFieldValue('amount', editableNumber(intl.locale, cap));
    else if (form.getFieldValue('amount')) void form.validateFields(['amount']).catch(() => undefined);
  }, [cap, draft.restored, existing, form, intl.locale]);

  // The types on offer arrive with the preview: one left is chosen for the shopper, and a choice
  // the order no longer allows (the goods have not shipped, so no return) is taken back.
  useEffect(() => {
    if (!types) return;
    const chosen = (form.getFieldValue('type') as AfterSalesType[] | undefined) ?? [];
    const kept = chosen.filter((t) => types.includes(t));
    const next = kept.length === 0 && types.length === 1 ? types : kept;
    if (next.length !== chosen.length || next.some((t, i) => t !== chosen[i])) form.setFieldValue('type', next);
  }, [types, form]);

  const amountLimits = () => (cap === null ? {} : { max: cap });

  const initial = draft.initial<Partial<FormShape>>(
    existing
      ? { type: [existing.type], reason: [existing.reason], amount: editableNumber(intl.locale, existing.amount), description: existing.description }
      : { type: [], reason: [], description: '' },
  );

  return (
    <Form
      form={form}
      name="refund"
      layout="vertical"
      initialValues={initial}
      onValuesChange={draft.keep}
      disabled={submitting}
      className={styles.form}
      onFinish={(values: FormShape) => {
        const type = values.type.at(0);
        const reason = values.reason.at(0);
        if (!type || !reason) return;
        void onSubmit({ type, reason, amount: values.amount, description: values.description }, images);
      }}
      footer={
        <FixedBar className={styles.bar}>
          <span className={styles.barTotal}>
            <Form.Subscribe to={['amount']}>
              {/* Only an amount the form accepts is a total: none stands beside "cannot be more than". */}
              {({ amount = '' }: Partial<FormShape>) =>
                validateAmount(amount, amountLimits()) === null && (
                  <FormattedMessage {...m.refundTotal} values={{ amount: <strong>{formatMoney(intl, amount)}</strong> }} />
                )
              }
            </Form.Subscribe>
          </span>
          <Button type="submit" color="primary" shape="rounded" loading={submitting} disabled={submitting || blocked} className={styles.submit}>
            <FormattedMessage {...(existing ? m.saveChanges : commonMessages.submitRequest)} />
          </Button>
        </FixedBar>
      }
    >
      {children}
      <Form.Item name="type" label={intl.formatMessage(a.type)} rules={[{ required: true, type: 'array', min: 1, message: intl.formatMessage(m.typeRequired) }]}>
        <Selector aria-label={intl.formatMessage(a.type)} columns={2} options={typeOptions} />
      </Form.Item>
      <Form.Item name="reason" label={intl.formatMessage(a.reason)} rules={[{ required: true, type: 'array', min: 1, message: intl.formatMessage(m.reasonRequired) }]}>
        <Selector aria-label={intl.formatMessage(a.reason)} columns={2} options={reasonOptions} />
      </Form.Item>
      <Form.Item
        name="amount"
        label={intl.formatMessage(a.amount)}
        description={cap === null ? null : intl.formatMessage(m.amountHint, { max: formatMoney(intl, cap) })}
        rules={[formRule(intl, amountValidator(amountLimits))]}
        validateTrigger="onBlur"
      >
        <ClearableInput inputMode="decimal" placeholder={intl.formatMessage(m.amountPlaceholder)} />
      </Form.Item>
      <Form.Item name="description" label={intl.formatMessage(a.description)}>
        <LimitedTextArea
          placeholder={intl.formatMessage(m.descriptionPlaceholder)}
          autoSize={{ minRows: 3, maxRows: 6 }}
        />
      </Form.Item>
      <Form.Item label={intl.formatMessage(a.photos)}>
        <ImageUpload
          label={intl.formatMessage(m.photosLabel)}
          maxCount={REQUEST_PHOTO_MAX}
          upload={imageFileToDataUrl}
          defaultValue={existing?.images}
          onChange={setImages}
          draft="refund"
          disabled={submitting}
        />
      </Form.Item>
    </Form>
  );
}
