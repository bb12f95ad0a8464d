import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** Texts of the stock-watch checker (toasts, notifications) and of the Me tab's list. */
export const swMessages = defineMessages<{
  readonly backSpec: { readonly spec: MessageValue; readonly title: MessageValue };
  readonly backGoods: { readonly title: MessageValue };
  readonly backMany: { readonly count: number | bigint; readonly title: MessageValue };
  readonly notificationTitle: NoMessageValues;
  readonly notificationBody: { readonly count: number | bigint; readonly name: MessageValue };
  readonly intro: NoMessageValues;
  readonly allowNotifications: NoMessageValues;
  readonly notificationsBlocked: NoMessageValues;
  readonly empty: NoMessageValues;
  readonly emptyHint: NoMessageValues;
  readonly watchedList: NoMessageValues;
  readonly anyOption: NoMessageValues;
  readonly watchingSince: { readonly date: MessageValue };
  readonly backSince: { readonly date: MessageValue; readonly stock: number | bigint };
  readonly gone: NoMessageValues;
  readonly removeOf: { readonly name: MessageValue };
  readonly removeDone: NoMessageValues;
  readonly clearDone: NoMessageValues;
}>({
  backSpec: { id: 'stock_watch.back_spec', defaultMessage: 'Back in stock: {title} — {spec}' },
  backGoods: { id: 'stock_watch.back_goods', defaultMessage: 'Back in stock: {title}' },
  backMany: {
    id: 'stock_watch.back_many',
    defaultMessage: 'Back in stock: {title} ({count, plural, one {# option} other {# options}})',
  },
  notificationTitle: { id: 'stock_watch.notification_title', defaultMessage: 'Back in stock' },
  notificationBody: {
    id: 'stock_watch.notification_body',
    defaultMessage: '{name}: {count, plural, one {# piece} other {# pieces}} in stock now',
  },
  intro: {
    id: 'stock_watch.intro',
    defaultMessage:
      'When something you watch is back in stock, the shop tells you here and, if you allow notifications, on your phone. It checks when you open the shop and while it is open.',
  },
  allowNotifications: { id: 'stock_watch.allow_notifications', defaultMessage: 'Allow notifications' },
  notificationsBlocked: {
    id: 'stock_watch.notifications_blocked',
    defaultMessage: 'Notifications are blocked for this site: you will see the alerts only while the shop is open.',
  },
  empty: { id: 'stock_watch.empty', defaultMessage: 'You are not watching anything' },
  emptyHint: {
    id: 'stock_watch.empty_hint',
    defaultMessage: 'On a sold-out product or option, tap “Tell me when it’s back”.',
  },
  watchedList: { id: 'stock_watch.watched_list', defaultMessage: 'Watched items' },
  anyOption: { id: 'stock_watch.any_option', defaultMessage: 'Any option' },
  watchingSince: { id: 'stock_watch.watching_since', defaultMessage: 'Sold out · watching since {date}' },
  backSince: {
    id: 'stock_watch.back_since',
    defaultMessage: 'Back in stock since {date}{stock, plural, =0 {} one { · # piece} other { · # pieces}}',
  },
  gone: { id: 'stock_watch.gone', defaultMessage: 'No longer sold' },
  removeOf: { id: 'stock_watch.remove_of', defaultMessage: 'Stop watching {name}' },
  removeDone: { id: 'stock_watch.remove_done', defaultMessage: 'Removed from your stock watch' },
  clearDone: { id: 'stock_watch.clear_done', defaultMessage: 'Clear those back in stock or gone' },
});
