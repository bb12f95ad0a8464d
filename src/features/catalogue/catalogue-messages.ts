import { defineMessages, type NoMessageValues, type MessageValue } from 'react-intl';

/** Words the catalogue pages share (class tab, category list, search, results). */
export const catalogueMessages = defineMessages<{
  readonly searchPlaceholder: NoMessageValues;
  readonly searchLabel: NoMessageValues;
  readonly sortLabel: NoMessageValues;
  readonly sortDefault: NoMessageValues;
  readonly sortSales: NoMessageValues;
  readonly sortPrice: NoMessageValues;
  readonly sortPriceAsc: NoMessageValues;
  readonly sortPriceDesc: NoMessageValues;
  readonly sortNew: NoMessageValues;
  readonly filter: NoMessageValues;
  readonly filterCount: { readonly count: MessageValue };
  readonly goodsList: NoMessageValues;
  readonly loadFailed: NoMessageValues;
  readonly emptyCategory: NoMessageValues;
  readonly emptyCategoryHint: NoMessageValues;
  readonly emptyFiltered: NoMessageValues;
  readonly clearFilters: NoMessageValues;
  readonly resultCount: { readonly count: number | bigint };
}>({
  searchPlaceholder: { id: 'catalogue.search_placeholder', defaultMessage: 'Search rings, earrings, necklaces…' },
  searchLabel: { id: 'catalogue.search_label', defaultMessage: 'Search products' },
  sortLabel: { id: 'catalogue.sort_label', defaultMessage: 'Sort and filter' },
  sortDefault: { id: 'catalogue.sort_default', defaultMessage: 'Recommended' },
  sortSales: { id: 'catalogue.sort_sales', defaultMessage: 'Best selling' },
  sortPrice: { id: 'catalogue.sort_price', defaultMessage: 'Price' },
  sortPriceAsc: { id: 'catalogue.sort_price_asc', defaultMessage: 'Price: low to high' },
  sortPriceDesc: { id: 'catalogue.sort_price_desc', defaultMessage: 'Price: high to low' },
  sortNew: { id: 'catalogue.sort_new', defaultMessage: 'Newest' },
  filter: { id: 'catalogue.filter', defaultMessage: 'Filter' },
  filterCount: { id: 'catalogue.filter_count', defaultMessage: 'Filter ({count})' },
  goodsList: { id: 'catalogue.goods_list', defaultMessage: 'Products' },
  loadFailed: { id: 'catalogue.load_failed', defaultMessage: 'The products could not be loaded.' },
  emptyCategory: { id: 'catalogue.empty_category', defaultMessage: 'No products here yet' },
  emptyCategoryHint: {
    id: 'catalogue.empty_category_hint',
    defaultMessage: 'New pieces arrive every week. Have a look at the other categories meanwhile.',
  },
  emptyFiltered: { id: 'catalogue.empty_filtered', defaultMessage: 'No products match these filters' },
  clearFilters: { id: 'catalogue.clear_filters', defaultMessage: 'Clear filters' },
  resultCount: {
    id: 'catalogue.result_count',
    defaultMessage: '{count, plural, one {# product} other {# products}}',
  },
});
