import { defineMessages, type NoMessageValues, type MessageValue } from 'react-intl';
import type { AfterSalesReason, AfterSalesType } from '@/api/types';
import { type CatalogueMessage as Message } from '@/lib/message-descriptors';

/** The words of the after-sales pages: application form, detail and progress. */
export const afterSalesMessages = defineMessages<{
  readonly typeRefundOnly: NoMessageValues;
  readonly typeReturnRefund: NoMessageValues;
  readonly typeRefundOnlyHint: NoMessageValues;
  readonly typeReturnRefundHint: NoMessageValues;
  readonly reasonQuality: NoMessageValues;
  readonly reasonWrongItem: NoMessageValues;
  readonly reasonMissingItem: NoMessageValues;
  readonly reasonDamaged: NoMessageValues;
  readonly reasonNotAsDescribed: NoMessageValues;
  readonly reasonNoLongerNeeded: NoMessageValues;
  readonly reasonOther: NoMessageValues;
  readonly loadFailed: NoMessageValues;
  readonly notFound: NoMessageValues;
  readonly orderNotFound: NoMessageValues;
  readonly requestNumber: NoMessageValues;
  readonly orderNumber: NoMessageValues;
  readonly appliedOn: NoMessageValues;
  readonly refundedOn: NoMessageValues;
  readonly type: NoMessageValues;
  readonly reason: NoMessageValues;
  readonly amount: NoMessageValues;
  readonly description: NoMessageValues;
  readonly photos: NoMessageValues;
  readonly items: NoMessageValues;
  readonly quantityOf: { readonly quantity: MessageValue };
  readonly progressLabel: NoMessageValues;
}>({
  typeRefundOnly: { id: 'after_sales.type_refund_only', defaultMessage: 'Refund only' },
  typeReturnRefund: { id: 'after_sales.type_return_refund', defaultMessage: 'Return and refund' },
  typeRefundOnlyHint: { id: 'after_sales.type_refund_only_hint', defaultMessage: 'Keep the goods, get money back' },
  typeReturnRefundHint: { id: 'after_sales.type_return_refund_hint', defaultMessage: 'Send the goods back first' },


  reasonQuality: { id: 'after_sales.reason_quality', defaultMessage: 'Quality problem' },
  reasonWrongItem: { id: 'after_sales.reason_wrong_item', defaultMessage: 'Wrong item sent' },
  reasonMissingItem: { id: 'after_sales.reason_missing_item', defaultMessage: 'Item missing' },
  reasonDamaged: { id: 'after_sales.reason_damaged', defaultMessage: 'Arrived damaged' },
  reasonNotAsDescribed: { id: 'after_sales.reason_not_as_described', defaultMessage: 'Not as described' },
  reasonNoLongerNeeded: { id: 'after_sales.reason_no_longer_needed', defaultMessage: 'No longer needed' },
  reasonOther: { id: 'after_sales.reason_other', defaultMessage: 'Other' },

  loadFailed: { id: 'after_sales.load_failed', defaultMessage: 'This after-sales request could not be loaded.' },
  notFound: { id: 'after_sales.not_found', defaultMessage: 'This after-sales request could not be found.' },
  orderNotFound: { id: 'after_sales.order_not_found', defaultMessage: 'This order could not be found.' },
  requestNumber: { id: 'after_sales.request_number', defaultMessage: 'Request number' },
  orderNumber: { id: 'after_sales.order_number', defaultMessage: 'Order number' },
  appliedOn: { id: 'after_sales.applied_on', defaultMessage: 'Applied on' },
  refundedOn: { id: 'after_sales.refunded_on', defaultMessage: 'Refunded on' },
  type: { id: 'after_sales.type', defaultMessage: 'Request type' },
  reason: { id: 'after_sales.reason', defaultMessage: 'Reason' },
  amount: { id: 'after_sales.amount', defaultMessage: 'Refund amount' },
  description: { id: 'after_sales.description', defaultMessage: 'Description' },
  photos: { id: 'after_sales.photos', defaultMessage: 'Photos' },
  items: { id: 'after_sales.items', defaultMessage: 'Items' },
  quantityOf: { id: 'after_sales.quantity_of', defaultMessage: '× {quantity}' },
  progressLabel: { id: 'after_sales.progress_label', defaultMessage: 'Progress of the request' },
});

export const TYPE_LABELS: Record<AfterSalesType, Message> = {
  refund_only: afterSalesMessages.typeRefundOnly,
  return_refund: afterSalesMessages.typeReturnRefund,
};

export const TYPE_HINTS: Record<AfterSalesType, Message> = {
  refund_only: afterSalesMessages.typeRefundOnlyHint,
  return_refund: afterSalesMessages.typeReturnRefundHint,
};

export const REASON_LABELS: Record<AfterSalesReason, Message> = {
  quality: afterSalesMessages.reasonQuality,
  wrong_item: afterSalesMessages.reasonWrongItem,
  missing_item: afterSalesMessages.reasonMissingItem,
  damaged: afterSalesMessages.reasonDamaged,
  not_as_described: afterSalesMessages.reasonNotAsDescribed,
  no_longer_needed: afterSalesMessages.reasonNoLongerNeeded,
  other: afterSalesMessages.reasonOther,
};
