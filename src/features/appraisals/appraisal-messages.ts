import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

export const appraisalMessages = defineMessages<{
  readonly empty: NoMessageValues;
  readonly emptyBody: NoMessageValues;
  readonly toOrders: NoMessageValues;
  readonly loadFailed: NoMessageValues;
  readonly shopReply: NoMessageValues;
  readonly photo: { readonly count: MessageValue; readonly index: MessageValue };
}>({
  empty: { id: 'appraisals.empty', defaultMessage: 'You have not reviewed anything yet' },
  emptyBody: {
    id: 'appraisals.empty_body',
    defaultMessage: 'Once an order arrives you can rate it from your orders; your reviews appear here.',
  },
  toOrders: { id: 'appraisals.to_orders', defaultMessage: 'Go to my orders' },
  loadFailed: { id: 'appraisals.load_failed', defaultMessage: 'Your reviews could not be loaded.' },
  shopReply: { id: 'appraisals.shop_reply', defaultMessage: 'Reply from the shop' },
  photo: { id: 'appraisals.photo', defaultMessage: 'Photo {index} of {count}' },
});
