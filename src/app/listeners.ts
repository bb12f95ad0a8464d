import { createListenerMiddleware } from '@reduxjs/toolkit';
import { TIMEOUTS } from '@/lib/constants';
import { links } from '@/lib/links';
import { loggedIn, selectUserCode, sessionCleared } from '@/state/session-slice';
import type { SliceState } from '@/state/hooks';
import { navigationRequested } from '@/state/ui-slice';
import { loginRequired } from '@/api/events';
import { pageCartQueue } from './cart-queue-keeper';
import { loginRedirectOf } from './hosts/navigation-target';

/**
 * Effects that follow actions: API results into slices, and the delayed login navigation.
 * Kept here (app layer) so slices never import the API and the baseQuery never navigates.
 */
export const listenerMiddleware = createListenerMiddleware<SliceState>();

// 303 (and a failed refresh): clear the session now, go to login after 500 ms, back to here later.
listenerMiddleware.startListening({
  actionCreator: loginRequired,
  effect: async (action, listener) => {
    listener.cancelActiveListeners();
    // Where the shopper was, read before the session is cleared: on a login-only page the login
    // guard moves to login at once, and a second expiry within the 500 ms finds login already.
    const back = returnPath(action.payload.from || listener.getState().ui.route);
    listener.dispatch(sessionCleared());
    // A login-only page is on login already, and a quick shopper (a saved password) can be signed
    // in again within the pause: login has taken them back, so this must not send them to login.
    const signedInAgain = await listener.condition(loggedIn.match, TIMEOUTS.loginRedirectMs);
    if (!signedInAgain) listener.dispatch(navigationRequested(links.login(back), true));
  },
});

// Saved answers can carry an account's prices and cart (issue 16): they go when the session
// does (logout, 303, a failed refresh) and when someone else logs in on this device. Their module
// comes with the API in launch's chunk, not in the entry: loaded long before either can happen.
const clearSavedAnswers = () =>
  import('./launch').then(
    (launch) => launch.clearSavedAnswers(),
    (error: unknown) => console.warn('saved answers not cleared:', error),
  );
listenerMiddleware.startListening({
  actionCreator: sessionCleared,
  effect: () => clearSavedAnswers(),
});
listenerMiddleware.startListening({
  actionCreator: loggedIn,
  effect: async (action, listener) => {
    const before = listener.getOriginalState().session.user_info?.userCode;
    if (before !== action.payload.userCode) await clearSavedAnswers();
  },
});

// The cart's waiting changes go to the device the moment they change (issue 16), within the
// dispatch: a change queued as the page goes away (use-cart-line.ts, on pagehide) is kept with no
// render left to wait for. Each page keeps its own (cart-queue-keeper.ts); the connection host
// takes back a gone page's for the account (and only then can they change); emptied (all sent, or
// the session gone with them), nothing stays.
listenerMiddleware.startListening({
  predicate: (_action, current, previous) => current.cartQueue.changes !== previous.cartQueue.changes,
  effect: (_action, listener) => {
    const state = listener.getState();
    pageCartQueue().keep(selectUserCode(state), state.cartQueue.changes);
  },
});

/** The page to come back to after login: the route itself, or the one login was already asked to return to. */
function returnPath(route: string): string | undefined {
  const onLogin = loginRedirectOf(route);
  return (onLogin ?? route) || undefined;
}
