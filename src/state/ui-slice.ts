import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

import type { UiText } from '@/lib/ui-text';

export type { UiText };

export interface ToastEvent {
  key: string;
  text: UiText;
  icon?: 'success' | 'fail' | 'loading';
  durationMs?: number;
  /** The page it was asked for on (set by the reducer), so it can follow the shopper one page, not two. */
  route?: string;
  /**
   * It explains a move to another page (session expiry → login, spec section 8): it stays, on
   * whatever page, until its time is up.
   */
  acrossPages?: boolean;
}

export interface DialogEvent {
  key: string;
  title?: UiText;
  content: UiText;
  /** alert: one OK button; confirm: confirm and cancel. */
  kind: 'alert' | 'confirm';
  /** Where confirm leads (an own path), e.g. back to the cart after a stock shortfall. */
  confirmTo?: string;
}

export interface NavigationRequest {
  key: string;
  to: string;
  replace: boolean;
}

export interface UiState {
  toasts: ToastEvent[];
  dialogs: DialogEvent[];
  loading: number;
  navigation: NavigationRequest | null;
  /** The router's current path, mirrored so recordings and replays know where the shopper was. */
  route: string;
}

/** Same kind, texts (ids and values) and destination: what the shopper would read and tap alike. */
function sameDialog(a: DialogEvent, b: DialogEvent): boolean {
  const shown = ({ kind, title, content, confirmTo }: DialogEvent) => JSON.stringify([kind, title, content, confirmTo]);
  return shown(a) === shown(b);
}

export const initialUiState: UiState = { toasts: [], dialogs: [], loading: 0, navigation: null, route: '' };

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    toastRequested: {
      reducer(state, action: PayloadAction<ToastEvent>) {
        // A toast replaces the one on screen, as antd-mobile shows one at a time.
        state.toasts = [{ ...action.payload, route: state.route }];
      },
      prepare(toast: Omit<ToastEvent, 'key'>) {
        return { payload: { ...toast, key: nanoid() } };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.toasts = state.toasts.filter((t) => t.key !== action.payload);
    },
    dialogRequested: {
      reducer(state, action: PayloadAction<DialogEvent>) {
        // The same dialog already showing or waiting is not queued again: a page whose nine calls
        // all meet a 502 says "under maintenance" once, with one OK. Here in the reducer, so a
        // replayed recording merges exactly as the session did.
        if (state.dialogs.some((queued) => sameDialog(queued, action.payload))) return;
        state.dialogs.push(action.payload);
      },
      prepare(dialog: Omit<DialogEvent, 'key'>) {
        return { payload: { ...dialog, key: nanoid() } };
      },
    },
    dialogClosed(state, action: PayloadAction<{ key: string; confirmed: boolean }>) {
      state.dialogs = state.dialogs.filter((d) => d.key !== action.payload.key);
    },
    loadingStarted(state) {
      state.loading += 1;
    },
    loadingFinished(state) {
      state.loading = Math.max(0, state.loading - 1);
    },
    navigationRequested: {
      reducer(state, action: PayloadAction<NavigationRequest>) {
        state.navigation = action.payload;
      },
      prepare(to: string, replace?: boolean) {
        return { payload: { to, replace: replace ?? false, key: nanoid() } };
      },
    },
    navigationCompleted(state, action: PayloadAction<string>) {
      if (state.navigation?.key === action.payload) state.navigation = null;
    },
    routeChanged(state, action: PayloadAction<string>) {
      // A toast asked for on the page being left still shows on the next one ('Address saved'
      // back at checkout); one from a page before that has outlived its page and goes (issue 13).
      state.toasts = state.toasts.filter((t) => t.acrossPages === true || t.route === state.route);
      state.route = action.payload;
    },
  },
  selectors: {
    selectToasts: (state) => state.toasts,
    selectDialogs: (state) => state.dialogs,
    selectIsLoading: (state) => state.loading > 0,
    selectNavigation: (state) => state.navigation,
    selectRoute: (state) => state.route,
  },
});

export const {
  toastRequested,
  toastDismissed,
  dialogRequested,
  dialogClosed,
  loadingStarted,
  loadingFinished,
  navigationRequested,
  navigationCompleted,
  routeChanged,
} = uiSlice.actions;

export const { selectToasts, selectDialogs, selectIsLoading, selectNavigation, selectRoute } = uiSlice.selectors;
