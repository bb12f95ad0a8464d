import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from './session-slice';

export interface CartState {
  carNum: number;
}

const initialCartState: CartState = { carNum: 0 };

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** The server's count arrived (shoppingCartCount, or an add or delete answered). */
    cartCountReceived(state, action: PayloadAction<number>) {
      state.carNum = Math.max(0, Math.trunc(action.payload) || 0);
    },
  },
  extraReducers: (builder) => {
    // The count was the account's: once it is forgotten, a logged-out tab bar shows no badge.
    builder.addCase(sessionCleared, () => initialCartState);
  },
  selectors: {
    selectCarNum: (state) => state.carNum,
  },
});

export const { cartCountReceived } = cartSlice.actions;
export const { selectCarNum } = cartSlice.selectors;
