import { defineMessages } from 'react-intl';

/** Words many screens share. */
export const commonMessages = defineMessages({
  back: { id: 'common.back', defaultMessage: 'Back' },
  mainMenu: { id: 'common.main_menu', defaultMessage: 'Main menu' },
  ok: { id: 'common.ok', defaultMessage: 'OK' },
  cancel: { id: 'common.cancel', defaultMessage: 'Cancel' },
  confirm: { id: 'common.confirm', defaultMessage: 'Confirm' },
  retry: { id: 'common.retry', defaultMessage: 'Try again' },
  // Buttons and field hints every screen words the same way (issue 14: one id per text).
  save: { id: 'common.save', defaultMessage: 'Save' },
  delete: { id: 'common.delete', defaultMessage: 'Delete' },
  edit: { id: 'common.edit', defaultMessage: 'Edit' },
  close: { id: 'common.close', defaultMessage: 'Close' },
  done: { id: 'common.done', defaultMessage: 'Done' },
  copy: { id: 'common.copy', defaultMessage: 'Copy' },
  search: { id: 'common.search', defaultMessage: 'Search' },
  gotIt: { id: 'common.got_it', defaultMessage: 'Got it' },
  logIn: { id: 'common.log_in', defaultMessage: 'Log in' },
  // A date picker's wheels, named for a screen reader and a keyboard (components/wheel-keys.ts).
  year: { id: 'common.year', defaultMessage: 'Year' },
  month: { id: 'common.month', defaultMessage: 'Month' },
  day: { id: 'common.day', defaultMessage: 'Day' },
  submitRequest: { id: 'common.submit_request', defaultMessage: 'Submit request' },
  optional: { id: 'common.optional', defaultMessage: 'Optional' },
  loadFailed: { id: 'common.load_failed', defaultMessage: 'This could not be loaded.' },
  loading: { id: 'common.loading', defaultMessage: 'Loading…' },
  loadMore: { id: 'common.load_more', defaultMessage: 'Load more' },
  noMore: { id: 'common.no_more', defaultMessage: 'No more' },
  empty: { id: 'common.empty', defaultMessage: 'Nothing here yet' },
  goHome: { id: 'common.go_home', defaultMessage: 'Back to home' },
  browseCategories: { id: 'common.browse_categories', defaultMessage: 'Browse categories' },
  browseCatalogue: { id: 'common.browse_catalogue', defaultMessage: 'Browse the catalogue' },
  backToOrders: { id: 'common.back_to_orders', defaultMessage: 'Back to my orders' },
  tapToReload: { id: 'common.tap_to_reload', defaultMessage: 'Tap to reload' },
  connectionTimedOut: {
    id: 'common.connection_timed_out',
    defaultMessage: 'The connection timed out, click the screen to try again.',
  },
  copied: { id: 'common.copied', defaultMessage: 'Content copied' },
  copyFailed: { id: 'common.copy_failed', defaultMessage: 'Copy failed, please copy manually' },
  comingSoon: {
    id: 'common.coming_soon',
    defaultMessage: 'This page is still being built. Please check back soon.',
  },
  notFoundBody: {
    id: 'common.not_found_body',
    defaultMessage: 'We could not find the page you were looking for.',
  },
  pageLoadFailed: {
    id: 'common.page_load_failed',
    defaultMessage: 'This page could not be loaded.',
  },
  slowStartTitle: {
    id: 'common.slow_start_title',
    defaultMessage: 'The shop is taking longer than usual to open.',
  },
  slowStartHint: {
    id: 'common.slow_start_hint',
    defaultMessage: 'The connection may be slow. Wait a little longer, or reload the page.',
  },
  pageNotSaved: {
    id: 'common.page_not_saved',
    defaultMessage: 'This page is not saved for offline use.',
  },
  pageOpensOnline: {
    id: 'common.page_opens_online',
    defaultMessage: 'It opens when you are back online.',
  },
  pieceUnavailable: {
    id: 'common.piece_unavailable',
    defaultMessage: 'This could not be opened. Check your connection and try again.',
  },
  partLoadFailed: {
    id: 'common.part_load_failed',
    defaultMessage: 'Part of the shop could not be loaded.',
  },
  somethingWentWrong: {
    id: 'common.something_went_wrong',
    defaultMessage: 'Something went wrong on this page.',
  },
});
