import Form from 'antd-mobile/es/components/form';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAddressListQuery, useAddressRenewMutation, useSimpleIpQuery } from '@/api/account/endpoints';
import { useAreaCodeListQuery, useCountryListQuery } from '@/api/common/endpoints';
import type { Address, AddressInput } from '@/api/types';
import { commonMessages } from '@/components/common-messages';
import { confirmDialog } from '@/components/dialogs';
import { useGoBack } from '@/components/use-go-back';
import { ROUTES } from '@/lib/routes';
import { safeRedirectTarget } from '@/lib/safe-redirect';
import { normalizeMobile } from '@/lib/validation';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import { addressMessages } from './address-messages';
import { withQueryParam } from './address-utils';
import type { Option } from './option-field';

export interface AddressFormValues {
  name: string;
  area_code: string;
  mobile: string;
  /** The OptionField works in strings; converted back to a number on save. */
  country_id: string;
  province: string;
  city: string;
  district: string;
  address: string;
  postcode: string;
  is_default: boolean;
}

function toFormValues(address: Address | undefined, isFirst: boolean): AddressFormValues {
  return {
    name: address?.name ?? '',
    area_code: address?.area_code ?? '',
    mobile: address?.mobile ?? '',
    country_id: address ? String(address.country_id) : '',
    province: address?.province ?? '',
    city: address?.city ?? '',
    district: address?.district ?? '',
    address: address?.address ?? '',
    postcode: address?.postcode ?? '',
    // A shopper's first address is their default; they can still switch it off.
    is_default: address?.is_default ?? isFirst,
  };
}

function toInput(values: AddressFormValues): AddressInput {
  return {
    name: values.name.trim(),
    area_code: values.area_code,
    mobile: normalizeMobile(values.mobile, values.area_code),
    country_id: Number(values.country_id),
    province: values.province.trim(),
    city: values.city.trim(),
    district: values.district.trim(),
    address: values.address.trim(),
    postcode: values.postcode.trim(),
    is_default: values.is_default,
  };
}

/** Create (no ?id=) or edit (?id=) one address; both go through addressRenew. */
export function useAddressForm() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const goBack = useGoBack(ROUTES.addressList);
  const [params] = useSearchParams();
  const idParam = params.get('id');
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const [form] = Form.useForm<AddressFormValues>();

  const list = useAddressListQuery();
  const countries = useCountryListQuery();
  const areaCodes = useAreaCodeListQuery();
  const ip = useSimpleIpQuery(undefined, { skip: id !== null });
  const [renew, renewState] = useAddressRenewMutation();

  const address = id === null ? undefined : list.data?.list.find((a) => a.id === id);
  const initialValues = toFormValues(address, (list.data?.list.length ?? 0) === 0);

  const countryOptions: Option[] = (countries.data?.list ?? []).map((c) => ({
    value: String(c.id),
    label: c.name,
    hint: `+${c.area_code}`,
  }));
  // Several countries share a code (+1, +7): one option per code, labelled with all of them.
  const areaCodeOptions: Option[] = [];
  for (const entry of areaCodes.data?.list ?? []) {
    const existing = areaCodeOptions.find((o) => o.value === entry.code);
    if (existing) existing.label = `${existing.label}, ${entry.country}`;
    else areaCodeOptions.push({ value: entry.code, label: entry.country, hint: `+${entry.code}` });
  }

  // A new address starts in the shopper's own country, when the server can tell where that is.
  const prefilled = useRef(false);
  useEffect(() => {
    if (id !== null || prefilled.current || !ip.data || !countries.data) return;
    prefilled.current = true;
    const country = countries.data.list.find((c) => c.code === ip.data?.country_code);
    const current = form.getFieldsValue();
    form.setFieldsValue({
      country_id: current.country_id || (country ? String(country.id) : ''),
      area_code: current.area_code || ip.data.area_code || country?.area_code || '',
    });
  }, [id, ip.data, countries.data, form]);

  /**
   * Choosing a country brings its dialling code along, unless the shopper chose one themselves
   * (onValuesChange sees only the shopper's changes; setFieldsValue would count as touched).
   */
  const areaCodeChosen = useRef(id !== null);
  const onValuesChange = (changed: Partial<AddressFormValues>) => {
    if (changed.area_code !== undefined) areaCodeChosen.current = true;
    if (changed.country_id === undefined || areaCodeChosen.current) return;
    const country = countries.data?.list.find((c) => String(c.id) === changed.country_id);
    if (country) form.setFieldsValue({ area_code: country.area_code });
  };

  /**
   * Opened with ?redirect= (checkout adding an address): back there, told which address was saved
   * (&addressId=), so it becomes the chosen one. The target must be one of our own paths.
   */
  const redirect = params.get('redirect');
  const leave = (savedId: number | null) => {
    if (redirect && savedId !== null) {
      void navigate(withQueryParam(safeRedirectTarget(redirect, ROUTES.addressList), 'addressId', String(savedId)), { replace: true });
      return;
    }
    goBack();
  };

  // A second tap while the first save is on its way must not create a second address.
  const inFlight = useRef(false);
  const save = async (values: AddressFormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    const input = toInput(values);
    const result = await renew(id === null ? input : { ...input, id });
    // Success keeps the lock: the page is leaving, and a late tap must not save a second copy.
    if ('error' in result) {
      inFlight.current = false;
      return;
    }
    dispatch(toastRequested({ text: { message: addressMessages.saved }, icon: 'success' }));
    leave(id ?? result.data.id);
  };

  const remove = async () => {
    if (id === null) return;
    const confirmed = await confirmDialog({
      content: intl.formatMessage(addressMessages.deleteConfirm),
      confirmText: intl.formatMessage(addressMessages.delete),
      cancelText: intl.formatMessage(commonMessages.cancel),
    });
    if (!confirmed) return;
    const result = await renew({ id, delete: true });
    if ('error' in result) return;
    dispatch(toastRequested({ text: { message: addressMessages.deleted }, icon: 'success' }));
    leave(null);
  };

  return {
    form,
    id,
    isEditing: id !== null,
    isLoading: list.isLoading,
    isError: list.isError && !list.data,
    retry: () => void list.refetch(),
    notFound: id !== null && !!list.data && !address,
    initialValues,
    countryOptions,
    areaCodeOptions,
    onValuesChange,
    saving: renewState.isLoading,
    save: (values: AddressFormValues) => void save(values),
    remove: () => void remove(),
    backToList: () => void navigate(ROUTES.addressList, { replace: true }),
  };
}
