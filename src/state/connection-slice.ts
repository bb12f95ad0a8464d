import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from './session-slice';

/**
 * Whether the shop can be reached (issue 16), said once by a banner instead of per request.
 * Two sources, told apart: the device's own word (`navigator.onLine`, reported by the app's
 * connection host) and what the API's answers show (a captive portal answers an API call with its
 * HTML sign-in page: the device says online, the shop is not reachable). Stale marks say which
 * requests were answered from the device's saved copy, and on which page.
 */
export interface StaleAnswer {
  /** The page the saved copy was shown on (ui.route when it was served), or null: the launch's reads are no page's. */
  route: string | null;
  /** When the saved copy was taken (ms since the epoch). */
  savedAt: number;
}

export interface ConnectionState {
  deviceOnline: boolean;
  /** The last API answer was a portal's page, not the shop's: online in name only. */
  portal: boolean;
  /** Request key (answer-cache.ts) → where a saved answer stands in for the server's. */
  stale: Record<string, StaleAnswer>;
}

export const initialConnectionState: ConnectionState = { deviceOnline: true, portal: false, stale: {} };

export const connectionSlice = createSlice({
  name: 'connection',
  initialState: initialConnectionState,
  reducers: {
    /** The device reported going offline or online (window events, or its state at start). */
    deviceConnectionChanged(state, action: PayloadAction<{ online: boolean }>) {
      state.deviceOnline = action.payload.online;
      // Back on a network: whether it reaches the shop is for the next answer to say.
      if (action.payload.online) state.portal = false;
    },
    /** An API call was answered by something that is not the shop (a portal's HTML page). */
    captivePortalMet(state) {
      state.portal = true;
    },
    /** The shop answered (any envelope, success or refusal): it is reachable. */
    shopReached(state) {
      state.portal = false;
    },
    /** A read failed for want of a network and its saved copy was shown instead. */
    staleAnswerServed(state, action: PayloadAction<{ key: string; route: string | null; savedAt: number }>) {
      const { key, ...mark } = action.payload;
      state.stale[key] = mark;
    },
    /** The server answered a read whose saved copy was on screen: it is current again. */
    freshAnswerReceived(state, action: PayloadAction<string>) {
      state.stale = Object.fromEntries(Object.entries(state.stale).filter(([key]) => key !== action.payload));
    },
  },
  extraReducers: (builder) => {
    // The marks belonged to the account's saved answers, which go with it.
    builder.addCase(sessionCleared, (state) => {
      state.stale = {};
    });
  },
  selectors: {
    /** Why the shop is out of reach: the device is offline, or a portal stands in the way; null when it is not. */
    selectOfflineReason: (state): 'device' | 'portal' | null => (!state.deviceOnline ? 'device' : state.portal ? 'portal' : null),
    selectIsOffline: (state) => !state.deviceOnline || state.portal,
    selectStaleAnswers: (state) => state.stale,
  },
});

export const { deviceConnectionChanged, captivePortalMet, shopReached, staleAnswerServed, freshAnswerReceived } =
  connectionSlice.actions;
export const { selectOfflineReason, selectIsOffline, selectStaleAnswers } = connectionSlice.selectors;

/** The oldest saved copy shown on this page, or null when everything on it is current. */
export function staleSinceOn(stale: Record<string, StaleAnswer>, route: string): number | null {
  let oldest: number | null = null;
  for (const mark of Object.values(stale)) {
    if (mark.route === route && (oldest === null || mark.savedAt < oldest)) oldest = mark.savedAt;
  }
  return oldest;
}
