import { createListenerMiddleware } from '@reduxjs/toolkit';
import { TIMEOUTS } from '@/lib/constants';
import { ROUTES } from '@/lib/routes';
import { sessionCleared } from '@/state/session-slice';
import type { SliceState } from '@/state/hooks';
import { navigationRequested } from '@/state/ui-slice';
import { loginRequired } from '@/api/events';

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
    listener.dispatch(sessionCleared());
    await listener.delay(TIMEOUTS.loginRedirectMs);
    const from = action.payload.from || listener.getState().ui.route;
    const query = from && from !== ROUTES.login ? `?redirect=${encodeURIComponent(from)}` : '';
    listener.dispatch(navigationRequested(`${ROUTES.login}${query}`, true));
  },
});
