import { defineMessages, type NoMessageValues, type MessageValue } from 'react-intl';

/** The words of the order detail page. */
export const orderInfoMessages = defineMessages<{
  readonly stepPlaced: NoMessageValues;
  readonly stepPaid: NoMessageValues;
  readonly stepShipped: NoMessageValues;
  readonly stepReceived: NoMessageValues;
  readonly stepCompleted: NoMessageValues;
  readonly stepCancelled: NoMessageValues;
  readonly timelineLabel: NoMessageValues;
  readonly hintPendingPayment: { readonly time: MessageValue };
  readonly hintVoucherReview: NoMessageValues;
  readonly hintPaid: NoMessageValues;
  readonly hintShipped: NoMessageValues;
  readonly hintReceived: NoMessageValues;
  readonly hintCompleted: NoMessageValues;
  readonly hintCancelled: NoMessageValues;
  readonly sectionDelivery: NoMessageValues;
  readonly sectionItems: NoMessageValues;
  readonly sectionAmounts: NoMessageValues;
  readonly sectionInfo: NoMessageValues;
  readonly sectionLogistics: NoMessageValues;
  readonly payAmount: NoMessageValues;
  readonly unitTimesQty: { readonly price: MessageValue; readonly quantity: MessageValue };
  readonly appraised: NoMessageValues;
  readonly viewAfterSales: NoMessageValues;
  readonly orderNumber: NoMessageValues;
  readonly createdAt: NoMessageValues;
  readonly paidAt: NoMessageValues;
  readonly payMethod: NoMessageValues;
  readonly voucher: NoMessageValues;
  readonly remark: NoMessageValues;
  readonly agent: NoMessageValues;
  readonly invoice: NoMessageValues;
  readonly notChosen: NoMessageValues;
  readonly voucherRejected: { readonly note: MessageValue };
}>({
  stepPlaced: { id: 'orders.step_placed', defaultMessage: 'Placed' },
  stepPaid: { id: 'orders.step_paid', defaultMessage: 'Paid' },
  stepShipped: { id: 'orders.step_shipped', defaultMessage: 'Shipped' },
  stepReceived: { id: 'orders.step_received', defaultMessage: 'Received' },
  stepCompleted: { id: 'orders.step_completed', defaultMessage: 'Completed' },
  stepCancelled: { id: 'orders.step_cancelled', defaultMessage: 'Cancelled' },
  timelineLabel: { id: 'orders.timeline_label', defaultMessage: 'Order progress' },

  hintPendingPayment: { id: 'orders.hint_pending_payment', defaultMessage: 'Pay by {time} to keep this order.' },
  hintVoucherReview: {
    id: 'orders.hint_voucher_review',
    defaultMessage: 'We are checking your transfer receipt. This usually takes less than a working day.',
  },
  hintPaid: { id: 'orders.hint_paid', defaultMessage: 'Payment received. We are packing your order.' },
  hintShipped: { id: 'orders.hint_shipped', defaultMessage: 'Your parcel is on its way.' },
  hintReceived: { id: 'orders.hint_received', defaultMessage: 'Delivered. Tell other buyers what you think.' },
  hintCompleted: { id: 'orders.hint_completed', defaultMessage: 'This order is complete. Thank you for your business.' },
  hintCancelled: { id: 'orders.hint_cancelled', defaultMessage: 'This order was cancelled.' },

  sectionDelivery: { id: 'orders.section_delivery', defaultMessage: 'Delivery address' },
  sectionItems: { id: 'orders.section_items', defaultMessage: 'Items' },
  sectionAmounts: { id: 'orders.section_amounts', defaultMessage: 'Amount' },
  sectionInfo: { id: 'orders.section_info', defaultMessage: 'Order information' },
  sectionLogistics: { id: 'orders.section_logistics', defaultMessage: 'Shipping' },

  payAmount: { id: 'orders.pay_amount', defaultMessage: 'Order total' },

  unitTimesQty: { id: 'orders.unit_times_qty', defaultMessage: '{price} × {quantity}' },
  appraised: { id: 'orders.appraised', defaultMessage: 'Reviewed' },
  viewAfterSales: { id: 'orders.view_after_sales', defaultMessage: 'After-sales request' },

  orderNumber: { id: 'orders.order_number', defaultMessage: 'Order number' },
  createdAt: { id: 'orders.created_at', defaultMessage: 'Placed on' },
  paidAt: { id: 'orders.paid_at', defaultMessage: 'Paid on' },
  payMethod: { id: 'orders.pay_method', defaultMessage: 'Payment method' },
  voucher: { id: 'orders.voucher', defaultMessage: 'Transfer receipt' },
  remark: { id: 'orders.remark', defaultMessage: 'Note to the shop' },
  agent: { id: 'orders.agent', defaultMessage: 'Sales agent' },
  invoice: { id: 'orders.invoice', defaultMessage: 'Invoice' },
  notChosen: { id: 'orders.not_chosen', defaultMessage: 'Not chosen yet' },


  voucherRejected: { id: 'orders.voucher_rejected', defaultMessage: 'Rejected: {note}' },


});
