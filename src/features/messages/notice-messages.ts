import { defineMessages, type NoMessageValues, type MessageValue } from 'react-intl';

/** Texts of the message tab and the message page. */
export const noticeMessages = defineMessages<{
  readonly all: NoMessageValues;
  readonly system: NoMessageValues;
  readonly order: NoMessageValues;
  readonly activity: NoMessageValues;
  readonly list: NoMessageValues;
  readonly unread: NoMessageValues;
  readonly unreadCount: { readonly count: number | bigint };
  readonly markAllRead: NoMessageValues;
  readonly allMarkedRead: NoMessageValues;
  readonly emptyTitle: NoMessageValues;
  readonly emptyBody: NoMessageValues;
  readonly browse: NoMessageValues;
  readonly loadFailed: NoMessageValues;
  readonly guestTitle: NoMessageValues;
  readonly guestBody: NoMessageValues;
  readonly notFoundTitle: NoMessageValues;
  readonly notFoundBody: NoMessageValues;
  readonly backToMessages: NoMessageValues;
  readonly received: { readonly date: MessageValue };
}>({
  all: { id: 'messages.all', defaultMessage: 'All' },
  system: { id: 'messages.system', defaultMessage: 'Notices' },
  order: { id: 'messages.order', defaultMessage: 'Orders' },
  activity: { id: 'messages.activity', defaultMessage: 'Offers' },
  list: { id: 'messages.list', defaultMessage: 'Messages' },
  unread: { id: 'messages.unread', defaultMessage: 'Unread' },
  unreadCount: {
    id: 'messages.unread_count',
    defaultMessage: '{count, plural, =0 {All read} one {# unread message} other {# unread messages}}',
  },
  markAllRead: { id: 'messages.mark_all_read', defaultMessage: 'Mark all as read' },
  allMarkedRead: { id: 'messages.all_marked_read', defaultMessage: 'All messages marked as read' },
  emptyTitle: { id: 'messages.empty_title', defaultMessage: 'No messages yet' },
  emptyBody: {
    id: 'messages.empty_body',
    defaultMessage: 'Order updates, notices and offers from the shop will appear here.',
  },
  browse: { id: 'messages.browse', defaultMessage: 'Browse the shop' },
  loadFailed: { id: 'messages.load_failed', defaultMessage: 'Messages could not be loaded.' },
  guestTitle: { id: 'messages.guest_title', defaultMessage: 'Log in for your order messages' },
  guestBody: {
    id: 'messages.guest_body',
    defaultMessage: 'Shop notices are below. Log in to also see updates about your orders.',
  },
  notFoundTitle: { id: 'messages.not_found_title', defaultMessage: 'Message not found' },
  notFoundBody: { id: 'messages.not_found_body', defaultMessage: 'It may have been removed by the shop.' },
  backToMessages: { id: 'messages.back_to_messages', defaultMessage: 'Back to messages' },
  received: { id: 'messages.received', defaultMessage: 'Received {date}' },
});
