import { defineMessages, type NoMessageValues } from 'react-intl';

/** Words the catalogue pages share (class tab, category list, search, results). */
export const catalogueMessages = defineMessages<{
  searchPlaceholder: NoMessageValues;
  searchLabel: NoMessageValues;
  sortLabel: NoMessageValues;
  sortDefault: NoMessageValues;
  sortSales: NoMessageValues;
  sortPriceAsc: NoMessageValues;
  sortPriceDesc: NoMessageValues;
  sortPrice: NoMessageValues;
  sortNew: NoMessageValues;
  filter: NoMessageValues;
  filterCount: { count: number };
  goodsList: NoMessageValues;
  loadFailed: NoMessageValues;
  emptyCategory: NoMessageValues;
  emptyCategoryHint: NoMessageValues;
  emptyFiltered: NoMessageValues;
  clearFilters: NoMessageValues;
  browseCategories: NoMessageValues;
  resultCount: { count: number };
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
  browseCategories: { id: 'catalogue.browse_categories', defaultMessage: 'Browse categories' },
  resultCount: {
    id: 'catalogue.result_count',
    defaultMessage: '{count, plural, one {# product} other {# products}}',
  },
});
