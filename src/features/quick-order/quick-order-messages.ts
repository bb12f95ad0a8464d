import { defineMessages, type NoMessageValues, type MessageValue } from 'react-intl';

/** Texts of quick order (entry, review, add, scan) and of the printed tags. */
export const qoMessages = defineMessages<{
  readonly entryTitle: NoMessageValues;
  readonly entryHint: NoMessageValues;
  readonly textLabel: NoMessageValues;
  readonly textPlaceholder: NoMessageValues;
  readonly readLines: NoMessageValues;
  readonly pickCsv: NoMessageValues;
  readonly scan: NoMessageValues;
  readonly photo: NoMessageValues;
  readonly lists: NoMessageValues;
  readonly readSummary: { readonly lines: number | bigint; readonly rejected: number | bigint };
  readonly overflow: { readonly count: number | bigint };
  readonly readThenOverflow: { readonly overflow: MessageValue; readonly read: MessageValue };
  readonly notText: NoMessageValues;
  readonly csvTooLarge: NoMessageValues;
  readonly csvSpreadsheet: NoMessageValues;
  readonly csvNotText: NoMessageValues;
  readonly csvEmpty: NoMessageValues;
  readonly reviewTitle: NoMessageValues;
  readonly reviewSummary: { readonly goods: number | bigint; readonly lines: number | bigint };
  readonly checking: { readonly count: number | bigint };
  readonly toFixTitle: { readonly count: MessageValue };
  readonly reviewList: NoMessageValues;
  readonly clearAll: NoMessageValues;
  readonly clearConfirm: NoMessageValues;
  readonly saveAsList: NoMessageValues;
  readonly exportCsv: NoMessageValues;
  readonly statusPending: NoMessageValues;
  readonly statusFailed: NoMessageValues;
  readonly statusUnreadable: NoMessageValues;
  readonly statusZero: NoMessageValues;
  readonly statusTooMany: NoMessageValues;
  readonly statusTooLong: NoMessageValues;
  readonly statusUnknown: NoMessageValues;
  readonly statusChooseSpec: NoMessageValues;
  readonly statusSpecRemoved: NoMessageValues;
  readonly statusOffShelf: NoMessageValues;
  readonly statusSoldOut: NoMessageValues;
  readonly statusOverStock: { readonly count: MessageValue };
  readonly inCartAlready: { readonly count: MessageValue };
  readonly codeLabel: NoMessageValues;
  readonly quantityLabel: { readonly name: MessageValue };
  readonly check: NoMessageValues;
  readonly takeLeft: { readonly count: MessageValue };
  readonly removeLine: { readonly name: MessageValue };
  readonly chooseOption: NoMessageValues;
  readonly chooseOptionPlaceholder: NoMessageValues;
  readonly merged: { readonly count: MessageValue };
  readonly stock: { readonly count: MessageValue };
  readonly priceWas: { readonly price: MessageValue };
  readonly titleWas: { readonly title: MessageValue };
  readonly goodsTotal: { readonly count: MessageValue; readonly price: MessageValue; readonly unit: MessageValue };
  readonly goodsInCart: { readonly count: MessageValue };
  readonly minOrder: { readonly count: MessageValue; readonly min: MessageValue };
  readonly nextTier: { readonly count: MessageValue; readonly price: MessageValue };
  readonly topTier: NoMessageValues;
  readonly raiseToMinimum: { readonly min: MessageValue };
  readonly lastFailure: { readonly reason: MessageValue };
  readonly failureStock: NoMessageValues;
  readonly failureChanged: NoMessageValues;
  readonly failureNetwork: NoMessageValues;
  readonly estimate: NoMessageValues;
  readonly addAll: { readonly count: number | bigint };
  readonly nothingReady: NoMessageValues;
  readonly reportAdded: { readonly goods: number | bigint; readonly lines: number | bigint };
  readonly reportNotAdded: { readonly count: number | bigint };
  readonly reportNothing: NoMessageValues;
  readonly goToCart: NoMessageValues;
  readonly emptyTitle: NoMessageValues;
  readonly emptyBody: NoMessageValues;
  readonly listAdded: { readonly count: number | bigint; readonly name: MessageValue };
  readonly listMissing: NoMessageValues;
  readonly savedAsList: { readonly name: MessageValue };
  readonly listName: NoMessageValues;
  readonly listNameDefault: { readonly date: MessageValue };
  readonly scanTitle: NoMessageValues;
  readonly scanHint: NoMessageValues;
  readonly scanAdded: { readonly code: MessageValue; readonly count: number | bigint };
  readonly scanCount: { readonly count: number | bigint };
  readonly cameraDenied: NoMessageValues;
  readonly cameraStarting: NoMessageValues;
  readonly photoNone: NoMessageValues;
  readonly photoAdded: { readonly count: number | bigint };
  readonly pair: { readonly first: MessageValue; readonly second: MessageValue };
  readonly codeTimes: { readonly code: MessageValue; readonly count: MessageValue };
}>({
  entryTitle: { id: 'quick_order.entry_title', defaultMessage: 'Add items by code' },
  entryHint: {
    id: 'quick_order.entry_hint',
    defaultMessage: 'One item per line: the code on the tag and the quantity, in any order. Paste hundreds of lines from a spreadsheet or a message at once.',
  },
  textLabel: { id: 'quick_order.text_label', defaultMessage: 'Codes and quantities' },
  textPlaceholder: { id: 'quick_order.text_placeholder', defaultMessage: 'ACC-A10001-01 20\nACC-A10002-00, 12\n6 x ACC-B10241-03' },
  readLines: { id: 'quick_order.read_lines', defaultMessage: 'Check these lines' },
  pickCsv: { id: 'quick_order.pick_csv', defaultMessage: 'Open a CSV file' },
  scan: { id: 'quick_order.scan', defaultMessage: 'Scan tags' },
  photo: { id: 'quick_order.photo', defaultMessage: 'Photo of a tag' },
  lists: { id: 'quick_order.lists', defaultMessage: 'My reorder lists' },
  readSummary: {
    id: 'quick_order.read_summary',
    defaultMessage: '{lines, plural, one {# line read} other {# lines read}}{rejected, plural, =0 {} one {, # to fix} other {, # to fix}}',
  },
  overflow: {
    id: 'quick_order.overflow',
    defaultMessage: '{count, plural, one {# more line was not read} other {# more lines were not read}}: check these first, then paste the rest.',
  },
  /** The read summary, then the overflow note: two sentences, as the language separates them. */
  readThenOverflow: { id: 'quick_order.read_then_overflow', defaultMessage: '{read}. {overflow}' },
  notText: { id: 'quick_order.not_text', defaultMessage: 'This is not text with codes. Copy the lines from your spreadsheet or message and paste them here.' },
  csvTooLarge: { id: 'quick_order.csv_too_large', defaultMessage: 'This file is too large for an order (2 MB at most).' },
  csvSpreadsheet: { id: 'quick_order.csv_spreadsheet', defaultMessage: 'This is a workbook, not a CSV file. In your spreadsheet choose Save as › CSV, then open that file.' },
  csvNotText: { id: 'quick_order.csv_not_text', defaultMessage: 'This file is not a CSV text file.' },
  csvEmpty: { id: 'quick_order.csv_empty', defaultMessage: 'No codes and quantities were found in this file.' },
  reviewTitle: { id: 'quick_order.review_title', defaultMessage: 'Check before adding' },
  reviewSummary: {
    id: 'quick_order.review_summary',
    defaultMessage: '{lines, plural, one {# line} other {# lines}} · {goods, plural, one {# product} other {# products}}',
  },
  checking: { id: 'quick_order.checking', defaultMessage: 'Checking {count, plural, one {# code} other {# codes}}…' },
  toFixTitle: { id: 'quick_order.to_fix_title', defaultMessage: 'To fix ({count})' },
  reviewList: { id: 'quick_order.review_list', defaultMessage: 'Lines to add' },
  clearAll: { id: 'quick_order.clear_all', defaultMessage: 'Clear all' },
  clearConfirm: { id: 'quick_order.clear_confirm', defaultMessage: 'Remove every line of this quick order?' },
  saveAsList: { id: 'quick_order.save_as_list', defaultMessage: 'Save as a list' },
  exportCsv: { id: 'quick_order.export_csv', defaultMessage: 'Export CSV' },
  // Statuses of a line.
  statusPending: { id: 'quick_order.status_pending', defaultMessage: 'Checking…' },
  statusFailed: { id: 'quick_order.status_failed', defaultMessage: 'Could not be checked (no connection).' },
  statusUnreadable: { id: 'quick_order.status_unreadable', defaultMessage: 'No product code on this line' },
  statusZero: { id: 'quick_order.status_zero', defaultMessage: 'The quantity is 0' },
  statusTooMany: { id: 'quick_order.status_too_many', defaultMessage: 'The quantity is above 99,999' },
  statusTooLong: { id: 'quick_order.status_too_long', defaultMessage: 'This line is too long to be an item' },
  statusUnknown: { id: 'quick_order.status_unknown', defaultMessage: 'Unknown code: no product has it' },
  statusChooseSpec: { id: 'quick_order.status_choose_spec', defaultMessage: 'This is a product code: choose the option' },
  statusSpecRemoved: { id: 'quick_order.status_spec_removed', defaultMessage: 'This option is no longer sold' },
  statusOffShelf: { id: 'quick_order.status_off_shelf', defaultMessage: 'No longer on sale' },
  statusSoldOut: { id: 'quick_order.status_sold_out', defaultMessage: 'Sold out' },
  statusOverStock: { id: 'quick_order.status_over_stock', defaultMessage: 'Only {count} left' },
  inCartAlready: { id: 'quick_order.in_cart_already', defaultMessage: '{count} already in your cart' },
  codeLabel: { id: 'quick_order.code_label', defaultMessage: 'Code' },
  quantityLabel: { id: 'quick_order.quantity_label', defaultMessage: 'Quantity of {name}' },
  check: { id: 'quick_order.check', defaultMessage: 'Check' },
  takeLeft: { id: 'quick_order.take_left', defaultMessage: 'Take the {count} left' },
  removeLine: { id: 'quick_order.remove_line', defaultMessage: 'Remove {name}' },
  chooseOption: { id: 'quick_order.choose_option', defaultMessage: 'Option' },
  chooseOptionPlaceholder: { id: 'quick_order.choose_option_placeholder', defaultMessage: 'Choose…' },
  merged: { id: 'quick_order.merged', defaultMessage: '{count} lines merged' },
  stock: { id: 'quick_order.stock', defaultMessage: '{count} in stock' },
  priceWas: { id: 'quick_order.price_was', defaultMessage: 'Was {price} when saved' },
  titleWas: { id: 'quick_order.title_was', defaultMessage: 'Saved as “{title}”' },
  goodsTotal: { id: 'quick_order.goods_total', defaultMessage: '{count} {unit} at {price} each' },
  goodsInCart: { id: 'quick_order.goods_in_cart', defaultMessage: 'with {count} in your cart' },
  minOrder: { id: 'quick_order.min_order', defaultMessage: 'Minimum order {min}: add {count} more' },
  nextTier: { id: 'quick_order.next_tier', defaultMessage: '{count} more for {price} each' },
  topTier: { id: 'quick_order.top_tier', defaultMessage: 'Best price reached' },
  raiseToMinimum: { id: 'quick_order.raise_to_minimum', defaultMessage: 'Top up to {min}' },
  lastFailure: { id: 'quick_order.last_failure', defaultMessage: 'Not added last time: {reason}' },
  failureStock: { id: 'quick_order.failure_stock', defaultMessage: 'not enough stock' },
  failureChanged: { id: 'quick_order.failure_changed', defaultMessage: 'the stock changed, check the quantity' },
  failureNetwork: { id: 'quick_order.failure_network', defaultMessage: 'no connection' },
  // The add bar and the report.
  estimate: { id: 'quick_order.estimate', defaultMessage: 'Estimate' },
  addAll: { id: 'quick_order.add_all', defaultMessage: 'Add {count, plural, one {# line} other {# lines}} to cart' },
  nothingReady: { id: 'quick_order.nothing_ready', defaultMessage: 'Nothing ready to add' },
  reportAdded: {
    id: 'quick_order.report_added',
    defaultMessage: '{lines, plural, one {# line} other {# lines}} of {goods, plural, one {# product} other {# products}} went into your cart.',
  },
  reportNotAdded: {
    id: 'quick_order.report_not_added',
    defaultMessage: '{count, plural, one {# line was not added} other {# lines were not added}}; {count, plural, one {it stays} other {they stay}} below with the reason.',
  },
  reportNothing: { id: 'quick_order.report_nothing', defaultMessage: 'Nothing went into your cart.' },
  goToCart: { id: 'quick_order.go_to_cart', defaultMessage: 'Go to cart' },
  emptyTitle: { id: 'quick_order.empty_title', defaultMessage: 'No lines yet' },
  emptyBody: { id: 'quick_order.empty_body', defaultMessage: 'Paste or type codes above, open a CSV file, scan the tags on your display cards, or add a reorder list.' },
  listAdded: { id: 'quick_order.list_added', defaultMessage: '“{name}” added: {count, plural, one {# line} other {# lines}}' },
  listMissing: { id: 'quick_order.list_missing', defaultMessage: 'This list is no longer on this device.' },
  savedAsList: { id: 'quick_order.saved_as_list', defaultMessage: 'Saved as “{name}”' },
  listName: { id: 'quick_order.list_name', defaultMessage: 'List name' },
  listNameDefault: { id: 'quick_order.list_name_default', defaultMessage: 'Quick order {date}' },
  scanTitle: { id: 'quick_order.scan_title', defaultMessage: 'Scan tags' },
  scanHint: { id: 'quick_order.scan_hint', defaultMessage: 'Hold a tag’s barcode or QR code in the frame. Each scan adds one piece; scan again to add more.' },
  scanAdded: { id: 'quick_order.scan_added', defaultMessage: '{code} · {count, plural, one {# scanned} other {# scanned}}' },
  scanCount: { id: 'quick_order.scan_count', defaultMessage: '{count, plural, =0 {Nothing scanned yet} one {# scan added} other {# scans added}}' },
  cameraDenied: { id: 'quick_order.camera_denied', defaultMessage: 'The camera is not available. Allow it for this site in your browser, or take a photo of the tag instead.' },
  cameraStarting: { id: 'quick_order.camera_starting', defaultMessage: 'Starting the camera…' },
  photoNone: { id: 'quick_order.photo_none', defaultMessage: 'No product code found on this photo. Hold the tag flat, fill the frame and try again.' },
  photoAdded: { id: 'quick_order.photo_added', defaultMessage: '{count, plural, one {# code added from the photo} other {# codes added from the photo}}' },
  pair: { id: 'quick_order.pair', defaultMessage: '{first} · {second}' },
  codeTimes: { id: 'quick_order.code_times', defaultMessage: '{code} × {count}' },
});
