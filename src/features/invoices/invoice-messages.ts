import { defineMessages, type MessageTag, type MessageValue, type NoMessageValues } from 'react-intl';

export const invoiceMessages = defineMessages<{
  readonly all: NoMessageValues;
  readonly pending: NoMessageValues;
  readonly issued: NoMessageValues;
  readonly rejected: NoMessageValues;
  readonly request: NoMessageValues;
  readonly download: NoMessageValues;
  readonly change: NoMessageValues;
  readonly changeTitle: NoMessageValues;
  readonly changed: NoMessageValues;
  readonly emptyTitle: NoMessageValues;
  readonly emptyBody: NoMessageValues;
  readonly loadFailed: NoMessageValues;
  readonly personal: NoMessageValues;
  readonly company: NoMessageValues;
  readonly defaultTag: NoMessageValues;
  readonly ordersHeading: NoMessageValues;
  readonly noOrders: NoMessageValues;
  readonly noOrdersBody: NoMessageValues;
  readonly ordersRequired: NoMessageValues;
  readonly profileHeading: NoMessageValues;
  readonly profileRequired: NoMessageValues;
  readonly noProfiles: NoMessageValues;
  readonly addProfile: NoMessageValues;
  readonly submitted: NoMessageValues;
  readonly titleType: NoMessageValues;
  readonly personalName: NoMessageValues;
  readonly companyName: NoMessageValues;
  readonly personalNamePlaceholder: NoMessageValues;
  readonly companyNamePlaceholder: NoMessageValues;
  readonly taxNoPlaceholder: NoMessageValues;
  readonly emailPlaceholder: NoMessageValues;
  readonly taxNo: NoMessageValues;
  readonly taxNoRequired: NoMessageValues;
  readonly taxNoInvalid: NoMessageValues;
  readonly email: NoMessageValues;
  readonly mobile: NoMessageValues;
  readonly mobileInvalid: NoMessageValues;
  readonly companyAddress: NoMessageValues;
  readonly bankName: NoMessageValues;
  readonly bankAccount: NoMessageValues;
  readonly isDefault: NoMessageValues;
  readonly saved: NoMessageValues;
  readonly deleteConfirm: NoMessageValues;
  readonly deleted: NoMessageValues;
  readonly profileNotFound: NoMessageValues;
  readonly profilesFailed: NoMessageValues;
  readonly orders: { readonly sns: MessageValue };
  readonly appliedOn: { readonly date: MessageValue };
  readonly issuedOn: { readonly date: MessageValue };
  readonly reason: { readonly reason: MessageValue };
  readonly orderDetails: { readonly count: number | bigint; readonly date: MessageValue; readonly part: MessageTag };
  readonly selectedTotal: { readonly amount: MessageValue; readonly count: number | bigint };
  readonly taxNoShown: { readonly taxNo: MessageValue };
  readonly chooseOrder: { readonly sn: MessageValue };
  readonly editProfileLabel: { readonly title: MessageValue };
}>({
  all: { id: 'invoices.all', defaultMessage: 'All' },
  pending: { id: 'invoices.pending', defaultMessage: 'Requested' },
  issued: { id: 'invoices.issued', defaultMessage: 'Issued' },
  rejected: { id: 'invoices.rejected', defaultMessage: 'Rejected' },
  request: { id: 'invoices.request', defaultMessage: 'Request an invoice' },
  download: { id: 'invoices.download', defaultMessage: 'Download invoice' },
  change: { id: 'invoices.change', defaultMessage: 'Change details' },
  changeTitle: { id: 'invoices.change_title', defaultMessage: 'Send this invoice to' },
  changed: { id: 'invoices.changed', defaultMessage: 'Invoice details updated — we will review it again' },
  emptyTitle: { id: 'invoices.empty_title', defaultMessage: 'No invoices yet' },
  emptyBody: { id: 'invoices.empty_body', defaultMessage: 'Request an invoice for any paid order.' },
  loadFailed: { id: 'invoices.load_failed', defaultMessage: 'Your invoices could not be loaded.' },
  personal: { id: 'invoices.personal', defaultMessage: 'Personal' },
  company: { id: 'invoices.company', defaultMessage: 'Company' },
  defaultTag: { id: 'invoices.default_tag', defaultMessage: 'Default' },
  // Application
  ordersHeading: { id: 'invoices.orders_heading', defaultMessage: 'Orders to invoice' },
  noOrders: { id: 'invoices.no_orders', defaultMessage: 'No paid orders are waiting for an invoice' },
  noOrdersBody: {
    id: 'invoices.no_orders_body',
    defaultMessage: 'Once you pay for an order, you can request its invoice here.',
  },
  ordersRequired: { id: 'invoices.orders_required', defaultMessage: 'Choose at least one order' },
  profileHeading: { id: 'invoices.profile_heading', defaultMessage: 'Invoice to' },
  profileRequired: { id: 'invoices.profile_required', defaultMessage: 'Choose who the invoice is made out to' },
  noProfiles: { id: 'invoices.no_profiles', defaultMessage: 'Add the name and email the invoice should go to.' },
  addProfile: { id: 'invoices.add_profile', defaultMessage: 'Add invoice details' },
  submitted: { id: 'invoices.submitted', defaultMessage: 'Invoice requested' },
  // Profile form
  titleType: { id: 'invoices.title_type', defaultMessage: 'Invoice type' },
  personalName: { id: 'invoices.personal_name', defaultMessage: 'Name on the invoice' },
  companyName: { id: 'invoices.company_name', defaultMessage: 'Company name' },
  /** What the required fields say while empty (a blank box said nothing of what goes in it). */
  personalNamePlaceholder: { id: 'invoices.personal_name_placeholder', defaultMessage: 'Your full name' },
  companyNamePlaceholder: { id: 'invoices.company_name_placeholder', defaultMessage: 'As registered' },
  taxNoPlaceholder: { id: 'invoices.tax_no_placeholder', defaultMessage: 'The company’s tax ID' },
  emailPlaceholder: { id: 'invoices.email_placeholder', defaultMessage: 'name@example.com' },
  taxNo: { id: 'invoices.tax_no', defaultMessage: 'Tax number' },
  taxNoRequired: { id: 'invoices.tax_no_required', defaultMessage: 'A company invoice needs the tax number' },
  taxNoInvalid: { id: 'invoices.tax_no_invalid', defaultMessage: 'Use 6 to 30 letters, digits or dashes' },
  email: { id: 'invoices.email', defaultMessage: 'Email for the invoice' },
  mobile: { id: 'invoices.mobile', defaultMessage: 'Phone' },
  mobileInvalid: { id: 'invoices.mobile_invalid', defaultMessage: 'Use digits, spaces and an optional + only' },
  companyAddress: { id: 'invoices.company_address', defaultMessage: 'Registered address' },
  bankName: { id: 'invoices.bank_name', defaultMessage: 'Bank' },
  bankAccount: { id: 'invoices.bank_account', defaultMessage: 'Bank account' },
  isDefault: { id: 'invoices.is_default', defaultMessage: 'Use by default' },
  saved: { id: 'invoices.saved', defaultMessage: 'Invoice details saved' },
  deleteConfirm: { id: 'invoices.delete_confirm', defaultMessage: 'Delete these invoice details?' },
  deleted: { id: 'invoices.deleted', defaultMessage: 'Invoice details deleted' },
  profileNotFound: { id: 'invoices.profile_not_found', defaultMessage: 'These invoice details no longer exist.' },
  profilesFailed: { id: 'invoices.profiles_failed', defaultMessage: 'Your invoice details could not be loaded.' },
  orders: { id: 'invoices.orders', defaultMessage: 'Orders: {sns}' },
  appliedOn: { id: 'invoices.applied_on', defaultMessage: 'Requested {date}' },
  issuedOn: { id: 'invoices.issued_on', defaultMessage: 'Issued {date}' },
  reason: { id: 'invoices.reason', defaultMessage: 'Why: {reason}' },
  orderDetails: {
    id: 'invoices.order_details',
    defaultMessage: '<part>{date}</part> · <part>{count, plural, one {# piece} other {# pieces}}</part>',
  },
  selectedTotal: {
    id: 'invoices.selected_total',
    defaultMessage: '{count, plural, =0 {No orders chosen} one {# order} other {# orders}} · {amount}',
  },
  taxNoShown: { id: 'invoices.tax_no_shown', defaultMessage: 'Tax no. {taxNo}' },
  chooseOrder: { id: 'invoices.choose_order', defaultMessage: 'Invoice order {sn}' },
  editProfileLabel: { id: 'invoices.edit_profile_label', defaultMessage: 'Edit the invoice details of {title}' },
});
