import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from './session-slice';

export interface UnreadState {
  msgNum: number;
}

const initialUnreadState: UnreadState = { msgNum: 0 };

export const unreadSlice = createSlice({
  name: 'unread',
  initialState: initialUnreadState,
  reducers: {
    unreadCountReceived(state, action: PayloadAction<number>) {
      state.msgNum = Math.max(0, Math.trunc(action.payload) || 0);
    },
  },
  extraReducers: (builder) => {
    // The count was the account's: once it is forgotten, a logged-out tab bar shows no badge.
    builder.addCase(sessionCleared, () => initialUnreadState);
  },
  selectors: {
    selectMsgNum: (state) => state.msgNum,
  },
});

export const { unreadCountReceived } = unreadSlice.actions;
export const { selectMsgNum } = unreadSlice.selectors;
