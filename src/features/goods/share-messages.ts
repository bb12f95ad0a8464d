import { defineMessages, type NoMessageValues, type MessageValue } from 'react-intl';

/** Words of sharing a goods. */
export const shareMessages = defineMessages<{
  readonly text: { readonly title: MessageValue };
  readonly sharedAsGuest: NoMessageValues;
  readonly copiedAsGuest: NoMessageValues;
}>({
  text: { id: 'goods.share_text', defaultMessage: '{title}: wholesale jewellery at ACC+' },
  sharedAsGuest: {
    id: 'goods.shared_as_guest',
    defaultMessage: 'Shared without your referral code: log in before sharing to be credited',
  },
  copiedAsGuest: {
    id: 'goods.copied_as_guest',
    defaultMessage: 'Link copied without your referral code: log in before sharing to be credited',
  },
});
