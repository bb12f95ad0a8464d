import Form from 'antd-mobile/es/components/form';
import { useGetUserInvoicingQuery, useUserInvoicingMutation } from '@/api/account/endpoints';
import type { InvoiceTitleType, InvoicingProfile, InvoicingProfileInput } from '@/api/types';
import { useFormDraft } from '@/components/forms/use-form-draft';
import { useRecordEditor } from '@/components/forms/use-record-editor';
import { ROUTES } from '@/lib/routes';
import { invoiceMessages as m } from './invoice-messages';

export type FillInValues = InvoicingProfileInput;

/** What a reload or an expired session gives back (use-form-draft.ts): every field. */
const DRAFT_FIELDS = ['title_type', 'title', 'tax_no', 'email', 'mobile', 'company_address', 'bank_name', 'bank_account', 'is_default'] as const;

function toValues(profile: InvoicingProfile | undefined, isFirst: boolean): FillInValues {
  return {
    title_type: profile?.title_type ?? 'personal',
    title: profile?.title ?? '',
    tax_no: profile?.tax_no ?? '',
    email: profile?.email ?? '',
    mobile: profile?.mobile ?? '',
    company_address: profile?.company_address ?? '',
    bank_name: profile?.bank_name ?? '',
    bank_account: profile?.bank_account ?? '',
    is_default: profile?.is_default ?? isFirst,
  };
}

/** What a person's invoice keeps: a company's tax and bank details are dropped, not sent stale. */
function toInput(values: FillInValues): InvoicingProfileInput {
  const company = values.title_type === 'company';
  const trim = (v: string | undefined) => (v ?? '').trim();
  return {
    title_type: values.title_type,
    title: trim(values.title),
    tax_no: company ? trim(values.tax_no).toUpperCase() : '',
    email: trim(values.email),
    mobile: trim(values.mobile),
    company_address: company ? trim(values.company_address) : '',
    bank_name: company ? trim(values.bank_name) : '',
    bank_account: company ? trim(values.bank_account) : '',
    is_default: values.is_default,
  };
}

/**
 * Create (no ?id=), edit or delete (?id=) one invoicing profile through userInvoicing. The invoice
 * request opens it with ?redirect= and gets the saved profile back as &profile= (its own choice).
 */
export function useFillIn() {
  const [form] = Form.useForm<FillInValues>();
  const [save] = useUserInvoicingMutation();
  const editor = useRecordEditor<InvoicingProfile, InvoicingProfileInput>({
    records: useGetUserInvoicingQuery(),
    write: save,
    listRoute: ROUTES.invoicingList,
    handBackParam: 'profile',
    messages: m,
  });
  const draft = useFormDraft<FillInValues>('invoicing-profile', DRAFT_FIELDS);
  const initialValues = draft.initial(toValues(editor.record, editor.isFirst));
  const titleType = (Form.useWatch('title_type', form) as InvoiceTitleType | undefined) ?? initialValues.title_type;

  return {
    ...editor,
    form,
    initialValues,
    onValuesChange: draft.keep,
    titleType,
    submit: (values: FillInValues) => editor.save(toInput(values)),
  };
}
