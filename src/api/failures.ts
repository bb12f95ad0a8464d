import type { Dispatch } from '@reduxjs/toolkit';
import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';
import { CLIENT_ERROR_CODE } from '@/lib/constants';
import { ROUTES } from '@/lib/routes';
import type { UiTextValue } from '@/lib/ui-text';
import { dialogRequested, toastRequested, type UiText } from '@/state/ui-slice';
import { loginRequired } from './events';
import { apiMessages } from './messages';
import type { Outcome } from './outcome';

/** Why a call failed; `code` and `msg` follow spec section 8 ('timeout' 5, 'abort' 600003, 304 'out of stock'). */
export type ApiErrorKind =
  | 'business'
  | 'not_logged_in'
  | 'out_of_stock'
  | 'session_expired'
  | 'http'
  | 'network'
  | 'timeout'
  | 'abort'
  | 'bad_response';

/** The rejection of every endpoint: serializable, so it sits in the cache and replays. */
export interface ApiError {
  kind: ApiErrorKind;
  code: number;
  msg: string;
  /** The envelope's data (303, 304 shortages, a business error's details), when there was one. */
  data?: unknown;
}

export type Failure = Exclude<Outcome, { kind: 'ok' } | { kind: 'token_expired' }>;

const shortfallMessages = defineMessages<{
  readonly items: { readonly head: MessageValue; readonly tail: MessageValue };
  readonly unnamed: NoMessageValues;
  readonly withBuyNowHint: { readonly items: MessageValue };
}>({
  /** Two items of the 304 list, or the list so far and the next: the spec's comma as each language writes it. */
  items: { id: 'api.out_of_stock_items', defaultMessage: '{head}, {tail}' },
  /** A 304 that names no item (its data unreadable or empty). */
  unnamed: { id: 'api.out_of_stock_unnamed', defaultMessage: 'Some items are not available in the quantity ordered.' },
  /** The 304 list of a buy-now order, which goes back to its goods on confirm. */
  withBuyNowHint: {
    id: 'api.out_of_stock_with_buy_now_hint',
    defaultMessage: '{items} (Confirm to go back to the goods and choose a smaller quantity or another spec.)',
  },
});

const text = (message: { id: string; defaultMessage: string }, values?: Record<string, UiTextValue>): UiText =>
  values ? { message, values } : { message };

const alert = (content: UiText, title?: UiText) => dialogRequested({ kind: 'alert', content, ...(title ? { title } : {}) });

/** Whether the device says it is online (read-only; an unknown answer counts as online). */
const isOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine;

function httpDialog(status: number, message: string) {
  if (status === 404) return alert(text(apiMessages.http404));
  if (status === 502) return alert(text(apiMessages.http502));
  if (status === 503) return alert(text(apiMessages.http503));
  return alert(text(apiMessages.httpOther, { message }));
}

/**
 * Turns a failed outcome into its rejection and, unless the call is silent, the toast or dialog
 * of spec section 8. 303 also announces loginRequired (a listener clears the session and goes to
 * login after 500 ms), silent or not, because the session is gone either way.
 */
/**
 * `shortfallTo` is where a 304's confirm leads: the cart, where lines are fixed, unless the
 * endpoint names another place (a buy-now order goes back to its goods, with a hint saying so).
 */
export function report(outcome: Failure, dispatch: Dispatch, silent: boolean, shortfallTo: string = ROUTES.cart): ApiError {
  const show = (action: Parameters<Dispatch>[0]) => {
    if (!silent) dispatch(action);
  };
  switch (outcome.kind) {
    case 'not_logged_in':
      show(toastRequested({ text: text(apiMessages.loginFirst), acrossPages: true }));
      dispatch(loginRequired({ reason: 'not-logged-in' }));
      return { kind: 'not_logged_in', code: 303, msg: outcome.msg || 'please log in first', data: outcome.data };
    case 'out_of_stock': {
      // Spec section 8: one short item per goods and spec, joined by commas (see apiMessages.outOfStockItem).
      const items = outcome.items.map((i) => text(apiMessages.outOfStockItem, { title: i.commodity_title, spec: i.specs_title }));
      const list = items.reduce<UiText | null>((head, tail) => (head ? text(shortfallMessages.items, { head, tail }) : tail), null) ?? text(shortfallMessages.unnamed);
      const elsewhere = shortfallTo !== ROUTES.cart;
      show(
        dialogRequested({
          kind: 'confirm',
          title: text(apiMessages.outOfStockTitle),
          content: elsewhere ? text(shortfallMessages.withBuyNowHint, { items: list }) : list,
          confirmTo: shortfallTo,
        }),
      );
      return { kind: 'out_of_stock', code: 304, msg: 'out of stock', data: outcome.items };
    }
    case 'business':
      show(alert(outcome.msg ? { raw: outcome.msg } : text(apiMessages.unknownError), text(apiMessages.prompt)));
      return { kind: 'business', code: outcome.code, msg: outcome.msg, data: outcome.data };
    case 'http':
      show(httpDialog(outcome.status, outcome.message));
      return { kind: 'http', code: outcome.status, msg: outcome.message };
    case 'network':
    case 'timeout':
    case 'portal': {
      // Section 8 logs the no-network state. Offline (the device says so, or a portal answered
      // in the server's place) is said once by the app's banner (issue 16), not per call; a
      // failure while online is a real one and gets its dialog.
      const reason = outcome.kind === 'timeout' ? 'timeout' : outcome.kind === 'portal' ? 'captive portal' : outcome.reason;
      console.warn('request failed:', reason);
      if (outcome.kind === 'timeout' && isOnline()) show(alert(text(apiMessages.timeout)));
      else if (outcome.kind === 'network' && isOnline()) show(alert(text(apiMessages.requestError, { reason })));
      return { kind: outcome.kind === 'timeout' ? 'timeout' : 'network', code: CLIENT_ERROR_CODE.network, msg: reason };
    }
    case 'abort':
      // Suspension or navigation: the caller has gone; nothing to show.
      return { kind: 'abort', code: CLIENT_ERROR_CODE.abort, msg: 'abort' };
    case 'bad_body':
    case 'bad_shape':
      console.error('unreadable answer:', outcome.kind === 'bad_body' ? outcome.detail : outcome.detail);
      show(alert(text(apiMessages.badResponse)));
      return { kind: 'bad_response', code: CLIENT_ERROR_CODE.network, msg: 'bad response' };
  }
}
