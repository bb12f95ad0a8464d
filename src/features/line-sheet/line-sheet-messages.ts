import { defineMessages, type NoMessageValues, type MessageValue } from 'react-intl';

/** Texts of the line sheet: the builder (app language) and the sheet itself (the sheet's language). */
export const lsMessages = defineMessages<{
  readonly intro: NoMessageValues;
  readonly source: NoMessageValues;
  readonly sourceFavourites: NoMessageValues;
  readonly sourceCategory: NoMessageValues;
  readonly sourceSearch: NoMessageValues;
  readonly sourceList: NoMessageValues;
  readonly category: NoMessageValues;
  readonly choose: NoMessageValues;
  readonly keyword: NoMessageValues;
  readonly list: NoMessageValues;
  readonly noLists: NoMessageValues;
  readonly loginForSource: NoMessageValues;
  readonly goods: { readonly chosen: MessageValue; readonly count: MessageValue };
  readonly noGoods: NoMessageValues;
  readonly loadFailed: NoMessageValues;
  readonly prices: NoMessageValues;
  readonly pricesRetail: NoMessageValues;
  readonly pricesWholesale: NoMessageValues;
  readonly retailHint: { readonly factor: MessageValue };
  readonly language: NoMessageValues;
  readonly title: NoMessageValues;
  readonly make: NoMessageValues;
  readonly chooseSome: NoMessageValues;
  readonly print: NoMessageValues;
  readonly share: NoMessageValues;
  readonly copied: NoMessageValues;
  readonly edit: NoMessageValues;
  readonly paperHint: NoMessageValues;
  readonly sheetTitle: NoMessageValues;
  readonly sheetDate: { readonly date: MessageValue };
  readonly code: { readonly code: MessageValue };
  readonly colours: { readonly list: MessageValue };
  readonly sizes: { readonly list: MessageValue };
  readonly retailPrice: { readonly price: MessageValue };
  readonly tier: { readonly min: number | bigint; readonly price: MessageValue };
  readonly minimum: { readonly count: number | bigint };
  readonly goodsGone: NoMessageValues;
}>({
  intro: {
    id: 'line_sheet.intro',
    defaultMessage: 'Choose goods, prices and a language: you get a clean page to print as a PDF or to send as a link.',
  },
  source: { id: 'line_sheet.source', defaultMessage: 'Goods from' },
  sourceFavourites: { id: 'line_sheet.source_favourites', defaultMessage: 'Favourites' },
  sourceCategory: { id: 'line_sheet.source_category', defaultMessage: 'A category' },
  sourceSearch: { id: 'line_sheet.source_search', defaultMessage: 'A search' },
  sourceList: { id: 'line_sheet.source_list', defaultMessage: 'A reorder list' },
  category: { id: 'line_sheet.category', defaultMessage: 'Category' },
  choose: { id: 'line_sheet.choose', defaultMessage: 'Choose…' },
  keyword: { id: 'line_sheet.keyword', defaultMessage: 'Search words or a code' },
  list: { id: 'line_sheet.list', defaultMessage: 'Reorder list' },
  noLists: { id: 'line_sheet.no_lists', defaultMessage: 'You have no reorder lists yet.' },
  loginForSource: { id: 'line_sheet.login_for_source', defaultMessage: 'Log in to use your favourites and lists.' },
  goods: {
    id: 'line_sheet.goods',
    defaultMessage: 'Goods ({chosen} of {count})',
  },
  noGoods: { id: 'line_sheet.no_goods', defaultMessage: 'No goods found here.' },
  loadFailed: { id: 'line_sheet.load_failed', defaultMessage: 'The goods could not be loaded.' },
  prices: { id: 'line_sheet.prices', defaultMessage: 'Prices' },
  pricesRetail: { id: 'line_sheet.prices_retail', defaultMessage: 'Retail (your markup)' },
  pricesWholesale: { id: 'line_sheet.prices_wholesale', defaultMessage: 'Wholesale' },
  retailHint: {
    id: 'line_sheet.retail_hint',
    defaultMessage: 'Retail prices use the markup of customer mode: ×{factor}, rounded up. No wholesale price is on the sheet or in its link.',
  },
  language: { id: 'line_sheet.language', defaultMessage: 'Language of the sheet' },
  title: { id: 'line_sheet.title_field', defaultMessage: 'Title (optional)' },
  make: { id: 'line_sheet.make', defaultMessage: 'Make the line sheet' },
  chooseSome: { id: 'line_sheet.choose_some', defaultMessage: 'Choose at least one goods.' },
  print: { id: 'line_sheet.print', defaultMessage: 'Print or save as PDF' },
  share: { id: 'line_sheet.share', defaultMessage: 'Share the link' },
  copied: { id: 'line_sheet.copied', defaultMessage: 'Link copied' },
  edit: { id: 'line_sheet.edit', defaultMessage: 'Make another' },
  paperHint: {
    id: 'line_sheet.paper_hint',
    defaultMessage: 'Prints on A4 or Letter: choose the paper in the print dialog.',
  },
  // The sheet's own texts, in the sheet's language.
  sheetTitle: { id: 'line_sheet.sheet_title', defaultMessage: 'Line sheet' },
  sheetDate: { id: 'line_sheet.sheet_date', defaultMessage: 'Prices as of {date}' },
  code: { id: 'line_sheet.code', defaultMessage: 'Code {code}' },
  colours: { id: 'line_sheet.colours', defaultMessage: 'Colours: {list}' },
  sizes: { id: 'line_sheet.sizes', defaultMessage: 'Sizes: {list}' },
  retailPrice: { id: 'line_sheet.retail_price', defaultMessage: 'Price {price}' },
  tier: {
    id: 'line_sheet.tier',
    defaultMessage: '{min, plural, one {from # pc} other {from # pcs}}: {price}',
  },
  minimum: {
    id: 'line_sheet.minimum',
    defaultMessage: 'Minimum order {count, plural, one {# pc} other {# pcs}}',
  },
  goodsGone: { id: 'line_sheet.goods_gone', defaultMessage: 'This goods is no longer sold.' },
});
