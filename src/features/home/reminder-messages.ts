import { defineMessages, type MessageValue } from 'react-intl';

/**
 * What the app-wide ReminderHost says. Apart from the home page's texts because the host sits in
 * the entry chunk (the root layout), and the home page's texts need not.
 */
export const reminderMessages = defineMessages<{
  readonly reminderStarted: { readonly title: MessageValue };
  readonly reminderMissed: { readonly time: MessageValue; readonly title: MessageValue };
}>({
  reminderStarted: { id: 'home.reminder_started', defaultMessage: '“{title}” has started' },
  reminderMissed: { id: 'home.reminder_missed', defaultMessage: '“{title}” started at {time}: it may still be on' },
});
