import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserInfo } from '@/lib/server-shapes';
// The user is the server's shape (src/lib/server-shapes.ts: written once, as the check the login
// answer passes); it sits in lib because state may not import api.

/** Field names are the spec's client keys (section 3), so storage reads the same as the spec. */
export interface SessionState {
  user_info: UserInfo | null;
  'ba-user-token': string;
  third_session: string;
  refresh_token: string;
  visitor_id: string;
  device_id: string;
  invite_user: string;
  sharer_user_code: string;
}

export const initialSessionState: SessionState = {
  user_info: null,
  'ba-user-token': '',
  third_session: '',
  refresh_token: '',
  visitor_id: '',
  device_id: '',
  invite_user: '',
  sharer_user_code: '',
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    loggedIn(state, action: PayloadAction<UserInfo>) {
      state.user_info = action.payload;
      state['ba-user-token'] = action.payload.token;
      if (action.payload.refresh_token) state.refresh_token = action.payload.refresh_token;
    },
    userInfoRefreshed(state, action: PayloadAction<Omit<UserInfo, 'token' | 'refresh_token'>>) {
      if (!state.user_info) return;
      // A profile asked for by the shopper before (answered after a switch of account, in this tab
      // or another) is not this shopper's.
      if (action.payload.userCode !== state.user_info.userCode) return;
      state.user_info = { ...state.user_info, ...action.payload };
    },
    tokenRefreshed(state, action: PayloadAction<string>) {
      state['ba-user-token'] = action.payload;
      if (state.user_info) state.user_info.token = action.payload;
    },
    thirdSessionReceived(state, action: PayloadAction<string>) {
      state.third_session = action.payload;
    },
    /** Logout, a 303 or a failed refresh: the device keeps its own ids, the account is forgotten. */
    sessionCleared(state) {
      state.user_info = null;
      state['ba-user-token'] = '';
      state.third_session = '';
      state.refresh_token = '';
    },
    visitorIdComputed(state, action: PayloadAction<string>) {
      state.visitor_id = action.payload;
    },
    deviceIdAssigned(state, action: PayloadAction<string>) {
      state.device_id = action.payload;
    },
    inviteUserStored(state, action: PayloadAction<string>) {
      state.invite_user = action.payload;
    },
    sharerUserCodeStored(state, action: PayloadAction<string>) {
      state.sharer_user_code = action.payload;
    },
  },
  selectors: {
    selectSession: (state) => state,
    selectUserInfo: (state) => state.user_info,
    selectToken: (state) => state['ba-user-token'],
    selectRefreshToken: (state) => state.refresh_token,
    selectThirdSession: (state) => state.third_session,
    selectVisitorId: (state) => state.visitor_id,
    selectIsLoggedIn: (state) => state['ba-user-token'] !== '',
    selectUserCode: (state) => state.user_info?.userCode ?? '',
    /**
     * Who gets the credit when this device signs up: the 'hyfx' invite path's user number, else
     * the user code a share link carried (the server takes either as inviter_id).
     */
    selectInviter: (state) => state.invite_user || state.sharer_user_code,
  },
});

export const {
  loggedIn,
  userInfoRefreshed,
  tokenRefreshed,
  thirdSessionReceived,
  sessionCleared,
  visitorIdComputed,
  deviceIdAssigned,
  inviteUserStored,
  sharerUserCodeStored,
} = sessionSlice.actions;

export const {
  selectSession,
  selectUserInfo,
  selectToken,
  selectRefreshToken,
  selectThirdSession,
  selectVisitorId,
  selectIsLoggedIn,
  selectUserCode,
  selectInviter,
} = sessionSlice.selectors;
