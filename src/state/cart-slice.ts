import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface CartState {
  carNum: number;
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: { carNum: 0 } as CartState,
  reducers: {
    /** The server's count arrived (shoppingCartCount, or an add or delete answered). */
    cartCountReceived(state, action: PayloadAction<number>) {
      state.carNum = Math.max(0, Math.trunc(action.payload) || 0);
    },
  },
  selectors: {
    selectCarNum: (state) => state.carNum,
  },
});

export const { cartCountReceived } = cartSlice.actions;
export const { selectCarNum } = cartSlice.selectors;
