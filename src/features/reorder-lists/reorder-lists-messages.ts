import { defineMessages, type MessageTag, type NoMessageValues, type MessageValue } from 'react-intl';

/** Texts of the reorder lists pages. */
export const rlMessages = defineMessages<{
  readonly intro: NoMessageValues;
  readonly newFrom: NoMessageValues;
  readonly fromCart: NoMessageValues;
  readonly fromFavourites: NoMessageValues;
  readonly fromOrder: NoMessageValues;
  readonly fromCsv: NoMessageValues;
  readonly quickOrder: NoMessageValues;
  readonly chooseOrder: NoMessageValues;
  readonly orderChoice: { readonly count: number | bigint; readonly date: MessageValue; readonly part: MessageTag; readonly sn: MessageValue };
  readonly noOrders: NoMessageValues;
  readonly nameCart: { readonly date: MessageValue };
  readonly nameFavourites: { readonly date: MessageValue };
  readonly nameOrder: { readonly sn: MessageValue };
  readonly created: { readonly name: MessageValue };
  readonly nothingToSave: NoMessageValues;
  readonly tooMany: NoMessageValues;
  readonly making: NoMessageValues;
  readonly myLists: NoMessageValues;
  readonly noLists: NoMessageValues;
  readonly listSummary: { readonly count: number | bigint; readonly date: MessageValue; readonly pieces: number | bigint };
  readonly name: NoMessageValues;
  readonly rename: NoMessageValues;
  readonly lines: NoMessageValues;
  readonly quantityOf: { readonly name: MessageValue };
  readonly removeLine: { readonly name: MessageValue };
  readonly noSpec: NoMessageValues;
  readonly addToCart: NoMessageValues;
  readonly addHint: NoMessageValues;
  readonly exportCsv: NoMessageValues;
  readonly share: NoMessageValues;
  readonly shareText: { readonly count: number | bigint; readonly name: MessageValue };
  readonly longLink: NoMessageValues;
  readonly delete: NoMessageValues;
  readonly deleteConfirm: { readonly name: MessageValue };
  readonly missing: NoMessageValues;
  readonly backToLists: NoMessageValues;
  readonly sharedIntro: NoMessageValues;
  readonly saveShared: NoMessageValues;
  readonly logInToSave: NoMessageValues;
  readonly badLink: NoMessageValues;
  readonly untitled: NoMessageValues;
  readonly times: { readonly count: MessageValue };
}>({
  intro: {
    id: 'reorder_lists.intro',
    defaultMessage: 'Lists of what you order again and again. They are kept on this device for your account; share them by link or as a CSV file.',
  },
  newFrom: { id: 'reorder_lists.new_from', defaultMessage: 'New list from' },
  fromCart: { id: 'reorder_lists.from_cart', defaultMessage: 'My cart' },
  fromFavourites: { id: 'reorder_lists.from_favourites', defaultMessage: 'My favourites' },
  fromOrder: { id: 'reorder_lists.from_order', defaultMessage: 'A past order' },
  fromCsv: { id: 'reorder_lists.from_csv', defaultMessage: 'A CSV file' },
  quickOrder: { id: 'reorder_lists.quick_order', defaultMessage: 'Quick order' },
  chooseOrder: { id: 'reorder_lists.choose_order', defaultMessage: 'Choose an order' },
  orderChoice: {
    id: 'reorder_lists.order_choice',
    defaultMessage: '<part>Order {sn}</part> · <part>{date}</part> · <part>{count, plural, one {# line} other {# lines}}</part>',
  },
  noOrders: { id: 'reorder_lists.no_orders', defaultMessage: 'No orders yet.' },
  nameCart: { id: 'reorder_lists.name_cart', defaultMessage: 'Cart {date}' },
  nameFavourites: { id: 'reorder_lists.name_favourites', defaultMessage: 'Favourites {date}' },
  nameOrder: { id: 'reorder_lists.name_order', defaultMessage: 'Order {sn}' },
  created: { id: 'reorder_lists.created', defaultMessage: 'List “{name}” saved' },
  nothingToSave: { id: 'reorder_lists.nothing_to_save', defaultMessage: 'There is nothing to put in a list.' },
  tooMany: { id: 'reorder_lists.too_many', defaultMessage: 'This device holds 100 lists at most: delete one first.' },
  making: { id: 'reorder_lists.making', defaultMessage: 'Making the list…' },
  myLists: { id: 'reorder_lists.my_lists', defaultMessage: 'My lists' },
  noLists: { id: 'reorder_lists.no_lists', defaultMessage: 'No lists yet' },
  listSummary: { id: 'reorder_lists.list_summary', defaultMessage: '{count, plural, one {# line} other {# lines}} · {pieces, plural, one {# piece} other {# pieces}} · updated {date}' },
  // One list.
  name: { id: 'reorder_lists.name', defaultMessage: 'Name' },
  rename: { id: 'reorder_lists.rename', defaultMessage: 'Rename' },
  lines: { id: 'reorder_lists.lines', defaultMessage: 'Lines' },
  quantityOf: { id: 'reorder_lists.quantity_of', defaultMessage: 'Quantity of {name}' },
  removeLine: { id: 'reorder_lists.remove_line', defaultMessage: 'Remove {name}' },
  noSpec: { id: 'reorder_lists.no_spec', defaultMessage: 'option to choose' },
  addToCart: { id: 'reorder_lists.add_to_cart', defaultMessage: 'Add to cart' },
  addHint: { id: 'reorder_lists.add_hint', defaultMessage: 'You check prices and stock as of today, and what changed, before anything goes into the cart.' },
  exportCsv: { id: 'reorder_lists.export_csv', defaultMessage: 'Export CSV' },
  share: { id: 'reorder_lists.share', defaultMessage: 'Share link' },
  shareText: { id: 'reorder_lists.share_text', defaultMessage: 'My reorder list “{name}” ({count, plural, one {# line} other {# lines}})' },
  longLink: { id: 'reorder_lists.long_link', defaultMessage: 'This list makes a long link that some apps cut short: share the CSV file instead.' },
  delete: { id: 'reorder_lists.delete', defaultMessage: 'Delete list' },
  deleteConfirm: { id: 'reorder_lists.delete_confirm', defaultMessage: 'Delete the list “{name}” from this device?' },
  missing: { id: 'reorder_lists.missing', defaultMessage: 'This list is not on this device.' },
  backToLists: { id: 'reorder_lists.back_to_lists', defaultMessage: 'All my lists' },
  // A shared list.
  sharedIntro: { id: 'reorder_lists.shared_intro', defaultMessage: 'Someone shared this list with you. Save it to your lists to order from it.' },
  saveShared: { id: 'reorder_lists.save_shared', defaultMessage: 'Save to my lists' },
  logInToSave: { id: 'reorder_lists.log_in_to_save', defaultMessage: 'Log in to save it' },
  badLink: { id: 'reorder_lists.bad_link', defaultMessage: 'This link holds no list, or it was cut short. Ask for the link again, or for the CSV file.' },
  untitled: { id: 'reorder_lists.untitled', defaultMessage: 'Shared list' },
  times: { id: 'reorder_lists.times', defaultMessage: '× {count}' },
});
