import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

export const favouriteMessages = defineMessages<{
  readonly emptyTitle: NoMessageValues;
  readonly emptyBody: NoMessageValues;
  readonly removed: NoMessageValues;
  readonly loadFailed: NoMessageValues;
  readonly listLabel: NoMessageValues;
  readonly remove: { readonly title: MessageValue };
  readonly count: { readonly count: number | bigint };
}>({
  emptyTitle: { id: 'favourites.empty_title', defaultMessage: 'No favourites yet' },
  emptyBody: {
    id: 'favourites.empty_body',
    defaultMessage: 'Tap the heart on any piece you like to keep it here.',
  },
  removed: { id: 'favourites.removed', defaultMessage: 'Removed from favourites' },
  loadFailed: { id: 'favourites.load_failed', defaultMessage: 'Your favourites could not be loaded.' },
  listLabel: { id: 'favourites.list_label', defaultMessage: 'My favourites' },
  remove: { id: 'favourites.remove', defaultMessage: 'Remove {title} from favourites' },
  count: { id: 'favourites.count', defaultMessage: '{count, plural, one {# piece saved} other {# pieces saved}}' },
});
