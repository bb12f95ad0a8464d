import { defineMessages, type NoMessageValues, type MessageValue } from 'react-intl';

/** Words of a running batch on the goods page and in its sheet. */
export const batchMessages = defineMessages<{
  readonly banner: NoMessageValues;
  readonly left: { readonly count: number | bigint };
  readonly endsIn: NoMessageValues;
  readonly sheetNote: { readonly count: number | bigint; readonly price: MessageValue };
}>({
  banner: { id: 'goods.batch_banner', defaultMessage: 'Batch price' },
  left: { id: 'goods.batch_left', defaultMessage: '{count, plural, =0 {Batch sold out} one {# pc left} other {# pcs left}}' },
  endsIn: { id: 'goods.batch_ends_in', defaultMessage: 'Ends in' },
  sheetNote: {
    id: 'goods.batch_sheet_note',
    defaultMessage: 'Batch price {price} for orders up to {count, plural, one {# pc} other {# pcs}}; above that, wholesale prices apply',
  },
});
