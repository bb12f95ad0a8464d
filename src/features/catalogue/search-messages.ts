import { defineMessages, type NoMessageValues, type MessageValue } from 'react-intl';

export const searchMessages = defineMessages<{
  readonly history: NoMessageValues;
  readonly clear: NoMessageValues;
  readonly clearHistory: NoMessageValues;
  readonly clearConfirm: NoMessageValues;
  readonly keep: NoMessageValues;
  readonly remove: { readonly keyword: MessageValue };
  readonly hot: NoMessageValues;
  readonly noResults: { readonly keyword: MessageValue };
  readonly noResultsHint: NoMessageValues;
  readonly noKeyword: NoMessageValues;
  readonly noKeywordHint: NoMessageValues;
  readonly tryThese: NoMessageValues;
  readonly editSearch: { readonly keyword: MessageValue };
}>({
  history: { id: 'catalogue.search_history', defaultMessage: 'Recent searches' },
  clear: { id: 'catalogue.search_history_clear', defaultMessage: 'Clear' },
  clearHistory: { id: 'catalogue.search_history_clear_all', defaultMessage: 'Clear recent searches' },
  clearConfirm: { id: 'catalogue.search_history_clear_confirm', defaultMessage: 'Clear all your recent searches?' },
  keep: { id: 'catalogue.search_history_keep', defaultMessage: 'Keep them' },
  remove: { id: 'catalogue.search_history_remove', defaultMessage: 'Remove “{keyword}” from recent searches' },
  hot: { id: 'catalogue.search_hot', defaultMessage: 'Popular searches' },
  noResults: { id: 'catalogue.search_no_results', defaultMessage: 'No products match “{keyword}”' },
  noResultsHint: {
    id: 'catalogue.search_no_results_hint',
    defaultMessage: 'Check the spelling, try a shorter or more general word, or search by item code.',
  },
  // The results page opened with no word to search for (a bare link, a bookmark).
  noKeyword: { id: 'catalogue.search_no_keyword', defaultMessage: 'What are you looking for?' },
  noKeywordHint: {
    id: 'catalogue.search_no_keyword_hint',
    defaultMessage: 'Tap the search box to type a name or an item code, or pick a popular search.',
  },
  tryThese: { id: 'catalogue.search_try_these', defaultMessage: 'Shoppers often search for' },
  editSearch: { id: 'catalogue.search_edit', defaultMessage: 'Search: {keyword}. Tap to change' },
});
