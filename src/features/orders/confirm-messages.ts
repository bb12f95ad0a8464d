import { defineMessages } from 'react-intl';

/** Words several parts of the confirmation page share. */
export const confirmMessages = defineMessages({
});
