import { defineMessages, type NoMessageValues, type MessageValue } from 'react-intl';

/**
 * Texts of the error catalogue (spec section 8). The baseQuery puts these descriptors (id and
 * English default, never translated text) into ui events; the overlay host translates them.
 */
export const apiMessages = defineMessages<{
  readonly prompt: NoMessageValues;
  readonly loginFirst: NoMessageValues;
  readonly sessionExpired: NoMessageValues;
  readonly outOfStockTitle: NoMessageValues;
  readonly outOfStockItem: { readonly spec: MessageValue; readonly title: MessageValue };
  readonly unknownError: NoMessageValues;
  readonly http404: NoMessageValues;
  readonly http502: NoMessageValues;
  readonly http503: NoMessageValues;
  readonly httpOther: { readonly message: MessageValue };
  readonly offline: NoMessageValues;
  readonly requestError: { readonly reason: MessageValue };
  readonly timeout: NoMessageValues;
  readonly badResponse: NoMessageValues;
}>({
  prompt: { id: 'api.prompt', defaultMessage: 'Prompt' },
  loginFirst: { id: 'api.login_first', defaultMessage: 'Please log in first' },
  sessionExpired: { id: 'api.session_expired', defaultMessage: 'Your session has expired. Please log in again.' },
  outOfStockTitle: { id: 'api.out_of_stock_title', defaultMessage: 'Not enough stock' },
  /**
   * One short item of a 304 answer; the dialog joins them with commas. Simplified Chinese keeps the
   * spec's words ('商品{title} 规格：{spec} 商品库存不足'); the other languages say it as their
   * speakers would (issue 13).
   */
  outOfStockItem: {
    id: 'api.out_of_stock_item',
    defaultMessage: '{title} ({spec}): not enough in stock',
  },
  unknownError: { id: 'api.unknown_error', defaultMessage: 'Something went wrong. Please try again.' },
  http404: {
    id: 'api.http_404',
    defaultMessage: 'The request failed. Please check your phone’s network connection.',
  },
  http502: { id: 'api.http_502', defaultMessage: 'The server is under maintenance. Please try again later.' },
  http503: { id: 'api.http_503', defaultMessage: 'Error 503: the service has not started.' },
  httpOther: { id: 'api.http_other', defaultMessage: 'Error: {message}' },
  offline: { id: 'api.offline', defaultMessage: 'Unable to connect to the network' },
  requestError: { id: 'api.request_error', defaultMessage: 'Request error: {reason}' },
  timeout: { id: 'api.timeout', defaultMessage: 'The request timed out. Please try again.' },
  badResponse: {
    id: 'api.bad_response',
    defaultMessage: 'The server sent an answer the app could not read. Please try again later.',
  },
});
