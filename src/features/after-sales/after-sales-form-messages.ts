import { defineMessages, type NoMessageValues, type MessageValue } from 'react-intl';

/** The words of the application form (refundEdit). */
export const afterSalesFormMessages = defineMessages<{
  readonly itemsHint: NoMessageValues;
  readonly claimItem: { readonly title: MessageValue };
  readonly claimQuantity: { readonly title: MessageValue };
  readonly ofQuantity: { readonly quantity: MessageValue };
  readonly noItems: NoMessageValues;
  readonly nothingOpen: NoMessageValues;
  readonly viewOrder: NoMessageValues;
  readonly typeRequired: NoMessageValues;
  readonly reasonRequired: NoMessageValues;
  readonly amountHint: { readonly max: MessageValue };
  readonly amountPlaceholder: NoMessageValues;
  readonly descriptionPlaceholder: NoMessageValues;
  readonly photosLabel: NoMessageValues;
  readonly saveChanges: NoMessageValues;
  readonly submitted: NoMessageValues;
  readonly updated: NoMessageValues;
  readonly notEditableTitle: NoMessageValues;
  readonly notEditableBody: NoMessageValues;
  readonly viewRequest: NoMessageValues;
  readonly refundTotal: { readonly amount: MessageValue };
  readonly rejectedNote: { readonly note: MessageValue };
}>({
  itemsHint: { id: 'after_sales.items_hint', defaultMessage: 'Choose the items and how many pieces the request is for.' },
  claimItem: { id: 'after_sales.claim_item', defaultMessage: 'Include {title}' },
  claimQuantity: { id: 'after_sales.claim_quantity', defaultMessage: 'Pieces of {title}' },
  ofQuantity: { id: 'after_sales.of_quantity', defaultMessage: 'of {quantity}' },
  noItems: { id: 'after_sales.no_items', defaultMessage: 'Choose at least one item.' },
  nothingOpen: {
    id: 'after_sales.nothing_open',
    defaultMessage: 'Every item of this order already has an after-sales request.',
  },
  viewOrder: { id: 'after_sales.view_order', defaultMessage: 'View the order' },
  typeRequired: { id: 'after_sales.type_required', defaultMessage: 'Choose refund only or return and refund' },
  reasonRequired: { id: 'after_sales.reason_required', defaultMessage: 'Choose a reason' },
  amountHint: { id: 'after_sales.amount_hint', defaultMessage: 'Up to {max} for the chosen pieces' },
  amountPlaceholder: { id: 'after_sales.amount_placeholder', defaultMessage: '0.00' },
  descriptionPlaceholder: {
    id: 'after_sales.description_placeholder',
    defaultMessage: 'What is wrong? Which pieces, and what did you notice?',
  },
  photosLabel: { id: 'after_sales.photos_label', defaultMessage: 'Photos of the problem' },
  saveChanges: { id: 'after_sales.save_changes', defaultMessage: 'Submit changes' },
  submitted: { id: 'after_sales.submitted', defaultMessage: 'Request submitted. The shop will review it shortly.' },
  updated: { id: 'after_sales.updated', defaultMessage: 'Request updated and sent for review again.' },
  notEditableTitle: { id: 'after_sales.not_editable_title', defaultMessage: 'This request can no longer be changed' },
  notEditableBody: {
    id: 'after_sales.not_editable_body',
    defaultMessage: 'Requests can be changed only while the shop is reviewing them.',
  },
  viewRequest: { id: 'after_sales.view_request', defaultMessage: 'View the request' },
  refundTotal: { id: 'after_sales.refund_total', defaultMessage: 'Refund {amount}' },
  rejectedNote: { id: 'after_sales.rejected_note', defaultMessage: 'The shop’s note: {note}' },
});
