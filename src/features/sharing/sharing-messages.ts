import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

export const sharingMessages = defineMessages<{
  readonly yourLink: NoMessageValues;
  readonly copyLink: NoMessageValues;
  readonly copyCode: NoMessageValues;
  readonly share: NoMessageValues;
  readonly qrLabel: NoMessageValues;
  readonly qrHint: NoMessageValues;
  readonly rules: NoMessageValues;
  readonly invited: NoMessageValues;
  readonly noCode: NoMessageValues;
  readonly templateFailed: NoMessageValues;
  readonly logEmpty: NoMessageValues;
  readonly logEmptyBody: NoMessageValues;
  readonly inviteFriends: NoMessageValues;
  readonly logFailed: NoMessageValues;
  readonly rewardTotalLabel: NoMessageValues;
  readonly friendsLabel: NoMessageValues;
  readonly summary: { readonly amount: MessageValue; readonly count: number | bigint };
  readonly joined: { readonly date: MessageValue };
  readonly reward: { readonly amount: MessageValue };
  readonly code: { readonly code: MessageValue };
}>({
  yourLink: { id: 'sharing.your_link', defaultMessage: 'Your invite link' },
  copyLink: { id: 'sharing.copy_link', defaultMessage: 'Copy link' },
  copyCode: { id: 'sharing.copy_code', defaultMessage: 'Copy code' },
  share: { id: 'sharing.share', defaultMessage: 'Share' },
  qrLabel: { id: 'sharing.qr_label', defaultMessage: 'QR code of your invite link' },
  qrHint: { id: 'sharing.qr_hint', defaultMessage: 'Friends can scan this code with their phone camera.' },
  rules: { id: 'sharing.rules', defaultMessage: 'How it works' },
  invited: { id: 'sharing.invited', defaultMessage: 'Invited friends' },
  noCode: {
    id: 'sharing.no_code',
    defaultMessage: 'Your invite code is not ready yet. Please try again in a moment.',
  },
  templateFailed: { id: 'sharing.template_failed', defaultMessage: 'The invitation details could not be loaded.' },
  logEmpty: { id: 'sharing.log_empty', defaultMessage: 'No friends have joined through your link yet' },
  logEmptyBody: { id: 'sharing.log_empty_body', defaultMessage: 'Share your link: every friend who joins shows up here.' },
  inviteFriends: { id: 'sharing.invite_friends', defaultMessage: 'Invite friends' },
  logFailed: { id: 'sharing.log_failed', defaultMessage: 'The list of invited friends could not be loaded.' },
  rewardTotalLabel: { id: 'sharing.reward_total_label', defaultMessage: 'Rewards earned' },
  friendsLabel: { id: 'sharing.friends_label', defaultMessage: 'Friends joined' },
  summary: {
    id: 'sharing.summary',
    defaultMessage: '{count, plural, =0 {No friends yet} one {# friend joined} other {# friends joined}} · {amount} earned',
  },
  joined: { id: 'sharing.joined', defaultMessage: 'Joined {date}' },
  reward: { id: 'sharing.reward', defaultMessage: '+{amount}' },
  code: { id: 'sharing.code', defaultMessage: 'Code {code}' },
});
