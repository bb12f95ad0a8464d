import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface UnreadState {
  msgNum: number;
}

export const unreadSlice = createSlice({
  name: 'unread',
  initialState: { msgNum: 0 } as UnreadState,
  reducers: {
    unreadCountReceived(state, action: PayloadAction<number>) {
      state.msgNum = Math.max(0, Math.trunc(action.payload) || 0);
    },
  },
  selectors: {
    selectMsgNum: (state) => state.msgNum,
  },
});

export const { unreadCountReceived } = unreadSlice.actions;
export const { selectMsgNum } = unreadSlice.selectors;
