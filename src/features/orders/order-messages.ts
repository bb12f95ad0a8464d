import { defineMessages, type NoMessageValues, type MessageValue } from 'react-intl';
import type { OrderStatus } from '@/api/types';
import { orderStatusLabels, voucherStatusLabels } from '@/api/status-labels';

/** The words of the order pages: tabs, statuses, actions, popups and the detail sections. */
export const orderMessages = defineMessages<{
  readonly tabAll: NoMessageValues;
  readonly tabAfterSales: NoMessageValues;
  readonly tabsLabel: NoMessageValues;
  readonly listLabel: NoMessageValues;
  readonly tabCount: { readonly count: MessageValue };
  readonly orderSn: { readonly sn: MessageValue };
  readonly itemsSummary: { readonly lines: number | bigint; readonly pieces: number | bigint };
  readonly moreItems: { readonly count: MessageValue };
  readonly total: NoMessageValues;
  readonly emptyTitle: NoMessageValues;
  readonly emptyBody: NoMessageValues;
  readonly startShopping: NoMessageValues;
  readonly loadFailed: NoMessageValues;
  readonly orderLoadFailed: NoMessageValues;
  readonly notFound: NoMessageValues;
  readonly actionsLabel: { readonly sn: MessageValue };
  readonly moreActions: NoMessageValues;
  readonly moreActionsTitle: { readonly sn: MessageValue };
  readonly actionPay: NoMessageValues;
  readonly actionUploadVoucher: NoMessageValues;
  readonly actionViewVoucher: NoMessageValues;
  readonly actionLogistics: NoMessageValues;
  readonly actionAgain: NoMessageValues;
  readonly actionAppraise: NoMessageValues;
  readonly actionAfterSales: NoMessageValues;
  readonly actionInvoice: NoMessageValues;
  readonly actionChangeAddress: NoMessageValues;
  readonly actionEditRemark: NoMessageValues;
  readonly actionCancel: NoMessageValues;
  readonly actionConfirmReceipt: NoMessageValues;
  readonly cancelTitle: { readonly sn: MessageValue };
  readonly cancelBody: NoMessageValues;
  readonly cancelKeep: NoMessageValues;
  readonly cancelDone: NoMessageValues;
  readonly receiptTitle: { readonly sn: MessageValue };
  readonly receiptBody: NoMessageValues;
  readonly receiptNotYet: NoMessageValues;
  readonly receiptDone: NoMessageValues;
  readonly againDone: { readonly count: number | bigint };
  readonly logisticsTitle: NoMessageValues;
  readonly logisticsCarrier: NoMessageValues;
  readonly logisticsTrackingNo: NoMessageValues;
  readonly logisticsNone: NoMessageValues;
  readonly addressTitle: NoMessageValues;
  readonly addressesFailed: NoMessageValues;
  readonly addressHint: NoMessageValues;
  readonly addressEmpty: NoMessageValues;
  readonly addressManage: NoMessageValues;
  readonly addressChanged: NoMessageValues;
  readonly chooseAddress: { readonly address: MessageValue; readonly name: MessageValue };
  readonly remarkTitle: NoMessageValues;
  readonly remarkLabel: NoMessageValues;
  readonly remarkPlaceholder: NoMessageValues;
  readonly remarkSave: NoMessageValues;
  readonly remarkSaved: NoMessageValues;
}>({
  tabAll: { id: 'orders.tab_all', defaultMessage: 'All' },
  tabAfterSales: { id: 'orders.tab_after_sales', defaultMessage: 'After-sales' },
  tabsLabel: { id: 'orders.tabs_label', defaultMessage: 'Order status' },
  listLabel: { id: 'orders.list_label', defaultMessage: 'Orders' },
  tabCount: { id: 'orders.tab_count', defaultMessage: '({count})' },


  orderSn: { id: 'orders.order_sn', defaultMessage: 'Order {sn}' },
  itemsSummary: {
    id: 'orders.items_summary',
    defaultMessage: '{lines, plural, one {# item} other {# items}}, {pieces, plural, one {# piece} other {# pieces}}',
  },
  moreItems: { id: 'orders.more_items', defaultMessage: '+{count}' },
  total: { id: 'orders.total', defaultMessage: 'Total' },

  emptyTitle: { id: 'orders.empty_title', defaultMessage: 'No orders here yet' },
  emptyBody: { id: 'orders.empty_body', defaultMessage: 'Orders you place will appear here.' },
  startShopping: { id: 'orders.start_shopping', defaultMessage: 'Start shopping' },
  loadFailed: { id: 'orders.load_failed', defaultMessage: 'Your orders could not be loaded.' },
  /** One order's page (its details, its review) where the list's plural would be wrong. */
  orderLoadFailed: { id: 'orders.order_load_failed', defaultMessage: 'This order could not be loaded.' },
  notFound: { id: 'orders.not_found', defaultMessage: 'This order could not be found.' },
  actionsLabel: { id: 'orders.actions_label', defaultMessage: 'Actions for order {sn}' },
  moreActions: { id: 'orders.more_actions', defaultMessage: 'More' },
  moreActionsTitle: { id: 'orders.more_actions_title', defaultMessage: 'More for order {sn}' },

  actionPay: { id: 'orders.action_pay', defaultMessage: 'Pay now' },
  actionUploadVoucher: { id: 'orders.action_upload_voucher', defaultMessage: 'Upload transfer receipt' },
  actionViewVoucher: { id: 'orders.action_view_voucher', defaultMessage: 'Payment receipt' },
  actionLogistics: { id: 'orders.action_logistics', defaultMessage: 'Track parcel' },
  actionAgain: { id: 'orders.action_again', defaultMessage: 'Buy again' },
  actionAppraise: { id: 'orders.action_appraise', defaultMessage: 'Review' },
  actionAfterSales: { id: 'orders.action_after_sales', defaultMessage: 'Return or refund' },
  actionInvoice: { id: 'orders.action_invoice', defaultMessage: 'Request invoice' },
  actionChangeAddress: { id: 'orders.action_change_address', defaultMessage: 'Change address' },
  actionEditRemark: { id: 'orders.action_edit_remark', defaultMessage: 'Note to the shop' },
  actionCancel: { id: 'orders.action_cancel', defaultMessage: 'Cancel order' },
  actionConfirmReceipt: { id: 'orders.action_confirm_receipt', defaultMessage: 'Confirm receipt' },

  cancelTitle: { id: 'orders.cancel_title', defaultMessage: 'Cancel order {sn}?' },
  cancelBody: {
    id: 'orders.cancel_body',
    defaultMessage: 'The goods go back into stock and any coupon you used returns to your coupons. This cannot be undone.',
  },
  cancelKeep: { id: 'orders.cancel_keep', defaultMessage: 'Keep order' },
  cancelDone: { id: 'orders.cancel_done', defaultMessage: 'Order cancelled' },
  receiptTitle: { id: 'orders.receipt_title', defaultMessage: 'Have you received order {sn}?' },
  receiptBody: {
    id: 'orders.receipt_body',
    defaultMessage: 'Confirm only once every parcel has arrived. You can still review the goods or ask for a return or refund afterwards.',
  },
  receiptNotYet: { id: 'orders.receipt_not_yet', defaultMessage: 'Not yet' },
  receiptDone: { id: 'orders.receipt_done', defaultMessage: 'Receipt confirmed' },

  againDone: {
    id: 'orders.again_done',
    defaultMessage: '{count, plural, one {# item} other {# items}} added to your cart',
  },

  logisticsTitle: { id: 'orders.logistics_title', defaultMessage: 'Parcel tracking' },
  logisticsCarrier: { id: 'orders.logistics_carrier', defaultMessage: 'Carrier' },
  logisticsTrackingNo: { id: 'orders.logistics_tracking_no', defaultMessage: 'Tracking number' },
  logisticsNone: { id: 'orders.logistics_none', defaultMessage: 'No tracking updates yet.' },

  addressTitle: { id: 'orders.address_title', defaultMessage: 'Deliver to another address' },
  addressesFailed: { id: 'orders.addresses_failed', defaultMessage: 'Your addresses could not be loaded.' },
  addressHint: {
    id: 'orders.address_hint',
    defaultMessage: 'The address can be changed until the order ships.',
  },
  addressEmpty: { id: 'orders.address_empty', defaultMessage: 'You have no saved addresses.' },
  addressManage: { id: 'orders.address_manage', defaultMessage: 'Manage addresses' },
  addressChanged: { id: 'orders.address_changed', defaultMessage: 'Delivery address updated' },
  chooseAddress: { id: 'orders.choose_address', defaultMessage: 'Deliver to {name}, {address}' },

  remarkTitle: { id: 'orders.remark_title', defaultMessage: 'Note to the shop' },
  remarkLabel: { id: 'orders.remark_label', defaultMessage: 'Note' },
  remarkPlaceholder: {
    id: 'orders.remark_placeholder',
    defaultMessage: 'Packing, labels or delivery wishes for this order',
  },
  remarkSave: { id: 'orders.remark_save', defaultMessage: 'Save note' },
  remarkSaved: { id: 'orders.remark_saved', defaultMessage: 'Note saved' },
});

/**
 * Where an order stands, as its banner says it: an unpaid order whose transfer receipt was sent is
 * waiting for the shop's check, not for the shopper to pay (issue 13).
 */
export function statusMessageOf(order: { status: OrderStatus; voucher_status?: string }) {
  if (order.status === 'pending_payment' && order.voucher_status === 'pending_review') return voucherStatusLabels.pending_review;
  return orderStatusLabels[order.status];
}
