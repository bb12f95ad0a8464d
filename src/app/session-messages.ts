import { defineMessages, type NoMessageValues, type MessageValue } from 'react-intl';

/** What a tab says when the session changed in another tab of the shop (session-across-tabs.ts). */
export const sessionMessages = defineMessages<{
  readonly signedOutElsewhere: NoMessageValues;
  readonly signedInElsewhere: { readonly name: MessageValue };
}>({
  signedOutElsewhere: { id: 'session.logged_out_elsewhere', defaultMessage: 'You logged out in another tab' },
  signedInElsewhere: { id: 'session.logged_in_elsewhere', defaultMessage: 'Logged in as {name} in another tab' },
});
