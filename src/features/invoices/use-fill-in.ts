import Form from 'antd-mobile/es/components/form';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useGetUserInvoicingQuery, useUserInvoicingMutation } from '@/api/account/endpoints';
import type { InvoiceTitleType, InvoicingProfile, InvoicingProfileInput } from '@/api/types';
import { commonMessages } from '@/components/common-messages';
import { confirmDialog } from '@/components/dialogs';
import { useGoBack } from '@/components/use-go-back';
import { ROUTES } from '@/lib/routes';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import { invoiceMessages as m } from './invoice-messages';
import { profileCreated } from './profile-return';

export type FillInValues = InvoicingProfileInput;

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

/** Create (no ?id=), edit or delete (?id=) one invoicing profile through userInvoicing. */
export function useFillIn() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : null;
  const [form] = Form.useForm<FillInValues>();
  const profiles = useGetUserInvoicingQuery();
  const [save, saveState] = useUserInvoicingMutation();
  const inFlight = useRef(false);

  const profile = id === null ? undefined : profiles.data?.list.find((p) => p.id === id);
  const titleType = (Form.useWatch('title_type', form) as InvoiceTitleType | undefined) ?? profile?.title_type ?? 'personal';

  // Back where the shopper came from (the invoice request keeps its choice in its URL), else the list.
  const leave = useGoBack(ROUTES.invoicingList);

  const submit = async (values: FillInValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    const input = toInput(values);
    const result = await save(id === null ? input : { ...input, id });
    // Success keeps the lock: the page is leaving, and a late tap must not save a second copy.
    if ('error' in result) {
      inFlight.current = false;
      return;
    }
    if (id === null) profileCreated(result.data.id);
    dispatch(toastRequested({ text: { message: m.saved }, icon: 'success' }));
    leave();
  };

  const remove = async () => {
    if (id === null || inFlight.current) return;
    const confirmed = await confirmDialog({
      content: intl.formatMessage(m.deleteConfirm),
      confirmText: intl.formatMessage(m.delete),
      cancelText: intl.formatMessage(commonMessages.cancel),
    });
    if (!confirmed) return;
    inFlight.current = true;
    const result = await save({ id, delete: true });
    if ('error' in result) {
      inFlight.current = false;
      return;
    }
    dispatch(toastRequested({ text: { message: m.deleted }, icon: 'success' }));
    leave();
  };

  return {
    form,
    id,
    isEditing: id !== null,
    isLoading: profiles.isLoading,
    isError: profiles.isError && !profiles.data,
    retry: () => void profiles.refetch(),
    notFound: id !== null && !!profiles.data && !profile,
    initialValues: toValues(profile, (profiles.data?.list.length ?? 0) === 0),
    titleType,
    saving: saveState.isLoading,
    submit: (values: FillInValues) => void submit(values),
    remove: () => void remove(),
    backToList: () => void navigate(ROUTES.invoicingList, { replace: true }),
  };
}
