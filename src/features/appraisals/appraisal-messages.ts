import { defineMessages, type MessageValue } from 'react-intl';

const plain = defineMessages({
  empty: { id: 'appraisals.empty', defaultMessage: 'You have not reviewed anything yet' },
  emptyBody: {
    id: 'appraisals.empty_body',
    defaultMessage: 'Once an order arrives you can rate it from your orders; your reviews appear here.',
  },
  toOrders: { id: 'appraisals.to_orders', defaultMessage: 'Go to my orders' },
  loadFailed: { id: 'appraisals.load_failed', defaultMessage: 'Your reviews could not be loaded.' },
  shopReply: { id: 'appraisals.shop_reply', defaultMessage: 'Reply from the shop' },
});

const withValues = defineMessages<{
  readonly photo: { readonly count: MessageValue; readonly index: MessageValue };
}>({
  photo: { id: 'appraisals.photo', defaultMessage: 'Photo {index} of {count}' },
});

export const appraisalMessages = { ...plain, ...withValues };
