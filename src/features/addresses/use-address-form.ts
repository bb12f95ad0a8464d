import Form from 'antd-mobile/es/components/form';
import { useEffect, useRef } from 'react';
import { useAddressListQuery, useAddressRenewMutation, useSimpleIpQuery } from '@/api/account/endpoints';
import { useAreaCodeListQuery, useCountryListQuery } from '@/api/common/endpoints';
import type { Address, AddressInput } from '@/api/types';
import { useFormDraft } from '@/components/forms/use-form-draft';
import { useRecordEditor } from '@/components/forms/use-record-editor';
import { ROUTES } from '@/lib/routes';
import { normalizeMobile } from '@/lib/validation';
import { addressMessages } from './address-messages';
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

/** What a reload or an expired session gives back (use-form-draft.ts): every field. */
const DRAFT_FIELDS = ['name', 'area_code', 'mobile', 'country_id', 'province', 'city', 'district', 'address', 'postcode', 'is_default'] as const;

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

/**
 * Create (no ?id=), edit or delete (?id=) one address through addressRenew. Checkout opens it with
 * ?redirect= and gets the saved address back as &addressId= (the record editor's hand-back).
 */
export function useAddressForm() {
  const [form] = Form.useForm<AddressFormValues>();
  const [renew] = useAddressRenewMutation();
  const editor = useRecordEditor<Address, AddressInput>({
    records: useAddressListQuery(),
    write: renew,
    listRoute: ROUTES.addressList,
    handBackParam: 'addressId',
    messages: addressMessages,
  });
  const { id } = editor;
  const countries = useCountryListQuery();
  const areaCodes = useAreaCodeListQuery();
  const ip = useSimpleIpQuery(undefined, { skip: id !== null });
  const draft = useFormDraft<AddressFormValues>('address', DRAFT_FIELDS);
  const initialValues = draft.initial(toFormValues(editor.record, editor.isFirst));

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

  // A new address starts in the shopper's own country, when the server can tell where that is
  // (not over a country the shopper chose in a draft given back).
  const prefilled = useRef(initialValues.country_id !== '');
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
  const areaCodeChosen = useRef(id !== null || draft.restored);
  const onValuesChange = (changed: Partial<AddressFormValues>) => {
    if (changed.area_code !== undefined) areaCodeChosen.current = true;
    const country = areaCodeChosen.current ? undefined : countries.data?.list.find((c) => String(c.id) === changed.country_id);
    if (country) form.setFieldsValue({ area_code: country.area_code });
    draft.keep(changed, form.getFieldsValue());
  };

  return {
    ...editor,
    form,
    initialValues,
    countryOptions,
    areaCodeOptions,
    onValuesChange,
    save: (values: AddressFormValues) => editor.save(toInput(values)),
  };
}
