import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

export const addressMessages = defineMessages<{
  readonly add: NoMessageValues;
  readonly setDefault: NoMessageValues;
  readonly defaultTag: NoMessageValues;
  readonly emptyTitle: NoMessageValues;
  readonly emptyBody: NoMessageValues;
  readonly loadFailed: NoMessageValues;
  readonly selectHint: NoMessageValues;
  readonly deleteConfirm: NoMessageValues;
  readonly deleted: NoMessageValues;
  readonly defaultSet: NoMessageValues;
  readonly saved: NoMessageValues;
  readonly save: NoMessageValues;
  readonly notFound: NoMessageValues;
  readonly backToList: NoMessageValues;
  readonly name: NoMessageValues;
  readonly namePlaceholder: NoMessageValues;
  readonly areaCode: NoMessageValues;
  readonly mobile: NoMessageValues;
  readonly mobilePlaceholder: NoMessageValues;
  readonly country: NoMessageValues;
  readonly countryPlaceholder: NoMessageValues;
  readonly countryRequired: NoMessageValues;
  readonly province: NoMessageValues;
  readonly city: NoMessageValues;
  readonly cityPlaceholder: NoMessageValues;
  readonly district: NoMessageValues;
  readonly detail: NoMessageValues;
  readonly detailPlaceholder: NoMessageValues;
  readonly postcode: NoMessageValues;
  readonly postcodeInvalid: NoMessageValues;
  readonly isDefault: NoMessageValues;
  readonly noMatch: NoMessageValues;
  readonly chooseAreaCode: NoMessageValues;
  readonly phone: { readonly code: MessageValue; readonly mobile: MessageValue };
  readonly chooseLabel: { readonly name: MessageValue };
  readonly editLabel: { readonly name: MessageValue };
  readonly deleteLabel: { readonly name: MessageValue };
}>({
  add: { id: 'addresses.add', defaultMessage: 'Add a new address' },
  setDefault: { id: 'addresses.set_default', defaultMessage: 'Set as default' },
  defaultTag: { id: 'addresses.default_tag', defaultMessage: 'Default' },
  emptyTitle: { id: 'addresses.empty_title', defaultMessage: 'No addresses yet' },
  emptyBody: {
    id: 'addresses.empty_body',
    defaultMessage: 'Add a delivery address so your orders know where to go.',
  },
  loadFailed: { id: 'addresses.load_failed', defaultMessage: 'Your addresses could not be loaded.' },
  selectHint: { id: 'addresses.select_hint', defaultMessage: 'Tap an address to deliver there' },
  deleteConfirm: { id: 'addresses.delete_confirm', defaultMessage: 'Delete this address?' },
  deleted: { id: 'addresses.deleted', defaultMessage: 'Address deleted' },
  defaultSet: { id: 'addresses.default_set', defaultMessage: 'Default address updated' },
  saved: { id: 'addresses.saved', defaultMessage: 'Address saved' },
  save: { id: 'addresses.save', defaultMessage: 'Save address' },
  notFound: { id: 'addresses.not_found', defaultMessage: 'This address no longer exists.' },
  backToList: { id: 'addresses.back_to_list', defaultMessage: 'Back to my addresses' },
  name: { id: 'addresses.name', defaultMessage: 'Recipient' },
  namePlaceholder: { id: 'addresses.name_placeholder', defaultMessage: 'Full name' },
  areaCode: { id: 'addresses.area_code', defaultMessage: 'Dialling code' },
  mobile: { id: 'addresses.mobile', defaultMessage: 'Mobile number' },
  mobilePlaceholder: { id: 'addresses.mobile_placeholder', defaultMessage: 'Mobile number' },
  country: { id: 'addresses.country', defaultMessage: 'Country or region' },
  countryPlaceholder: { id: 'addresses.country_placeholder', defaultMessage: 'Choose a country' },
  countryRequired: { id: 'addresses.country_required', defaultMessage: 'Choose a country or region' },
  province: { id: 'addresses.province', defaultMessage: 'State or province' },
  city: { id: 'addresses.city', defaultMessage: 'City' },
  // Every required field says what goes in it: the city's row stood empty beside "Optional" ones.
  cityPlaceholder: { id: 'addresses.city_placeholder', defaultMessage: 'City or town' },
  district: { id: 'addresses.district', defaultMessage: 'District' },
  detail: { id: 'addresses.detail', defaultMessage: 'Street address' },
  detailPlaceholder: { id: 'addresses.detail_placeholder', defaultMessage: 'Street, building, floor, door number' },
  postcode: { id: 'addresses.postcode', defaultMessage: 'Postcode' },
  postcodeInvalid: {
    id: 'addresses.postcode_invalid',
    defaultMessage: 'Use 3 to 10 letters, digits, spaces or dashes',
  },
  isDefault: { id: 'addresses.is_default', defaultMessage: 'Use as my default address' },
  noMatch: { id: 'addresses.no_match', defaultMessage: 'Nothing matches your search' },
  chooseAreaCode: { id: 'addresses.choose_area_code', defaultMessage: 'Choose a dialling code' },
  phone: { id: 'addresses.phone', defaultMessage: '+{code} {mobile}' },
  chooseLabel: { id: 'addresses.choose_label', defaultMessage: 'Deliver to {name}' },
  editLabel: { id: 'addresses.edit_label', defaultMessage: 'Edit the address of {name}' },
  deleteLabel: { id: 'addresses.delete_label', defaultMessage: 'Delete the address of {name}' },
});
