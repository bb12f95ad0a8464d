import { defineMessages, type NoMessageValues, type MessageValue } from 'react-intl';

/** The words of the request detail and progress pages. */
export const refundDetailMessages = defineMessages<{
  readonly hintUnderReview: NoMessageValues;
  readonly hintApprovedRefund: NoMessageValues;
  readonly hintApprovedReturn: NoMessageValues;
  readonly hintRejected: NoMessageValues;
  readonly hintReturning: NoMessageValues;
  readonly hintRefunded: NoMessageValues;
  readonly shopNote: NoMessageValues;
  readonly returnAddress: NoMessageValues;
  readonly copyAddress: NoMessageValues;
  readonly returnParcel: NoMessageValues;
  readonly details: NoMessageValues;
  readonly latest: NoMessageValues;
  readonly photoOf: { readonly count: MessageValue; readonly index: MessageValue };
  readonly actionsLabel: NoMessageValues;
  readonly actionEdit: NoMessageValues;
  readonly actionReturnShipping: NoMessageValues;
  readonly actionProgress: NoMessageValues;
  readonly viewDetails: NoMessageValues;
  readonly carrier: NoMessageValues;
  readonly carrierRequired: NoMessageValues;
  readonly trackingNo: NoMessageValues;
  readonly trackingRequired: NoMessageValues;
  readonly trackingInvalid: NoMessageValues;
  readonly trackingPlaceholder: NoMessageValues;
  readonly send: NoMessageValues;
  readonly returnSent: NoMessageValues;
  readonly expected: NoMessageValues;
}>({
  hintUnderReview: { id: 'after_sales.hint_under_review', defaultMessage: 'The shop is reviewing your request. You can still change it.' },
  hintApprovedRefund: { id: 'after_sales.hint_approved_refund', defaultMessage: 'Approved. The refund is on its way to your balance.' },
  hintApprovedReturn: {
    id: 'after_sales.hint_approved_return',
    defaultMessage: 'Approved. Send the goods to the return address and enter the tracking number.',
  },
  hintRejected: { id: 'after_sales.hint_rejected', defaultMessage: 'Not approved. You can change the request and send it again.' },
  hintReturning: { id: 'after_sales.hint_returning', defaultMessage: 'We will refund you as soon as the parcel arrives.' },
  hintRefunded: { id: 'after_sales.hint_refunded', defaultMessage: 'The money is back in your balance.' },
  shopNote: { id: 'after_sales.shop_note', defaultMessage: 'Note from the shop' },
  returnAddress: { id: 'after_sales.return_address', defaultMessage: 'Return address' },
  copyAddress: { id: 'after_sales.copy_address', defaultMessage: 'Copy address' },
  returnParcel: { id: 'after_sales.return_parcel', defaultMessage: 'Return parcel' },
  details: { id: 'after_sales.details', defaultMessage: 'Request details' },
  latest: { id: 'after_sales.latest', defaultMessage: 'Latest update' },
  photoOf: { id: 'after_sales.photo_of', defaultMessage: 'Photo {index} of {count}' },
  actionsLabel: { id: 'after_sales.actions_label', defaultMessage: 'Request actions' },
  actionEdit: { id: 'after_sales.action_edit', defaultMessage: 'Change request' },
  actionReturnShipping: { id: 'after_sales.action_return_shipping', defaultMessage: 'Enter return tracking' },
  actionProgress: { id: 'after_sales.action_progress', defaultMessage: 'View progress' },
  viewDetails: { id: 'after_sales.view_details', defaultMessage: 'Request details' },
  carrier: { id: 'after_sales.carrier', defaultMessage: 'Carrier' },
  carrierRequired: { id: 'after_sales.carrier_required', defaultMessage: 'Choose the carrier' },
  trackingNo: { id: 'after_sales.tracking_no', defaultMessage: 'Tracking number' },
  trackingRequired: { id: 'after_sales.tracking_required', defaultMessage: 'Enter the tracking number' },
  trackingInvalid: {
    id: 'after_sales.tracking_invalid',
    defaultMessage: 'Use 6 to 40 letters, digits or dashes',
  },
  trackingPlaceholder: { id: 'after_sales.tracking_placeholder', defaultMessage: 'As printed on the receipt' },
  send: { id: 'after_sales.send', defaultMessage: 'Confirm return shipping' },
  returnSent: { id: 'after_sales.return_sent', defaultMessage: 'Thank you. We will refund you once the parcel arrives.' },
  expected: { id: 'after_sales.expected', defaultMessage: 'Next' },
});
