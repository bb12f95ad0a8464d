import { createSlice } from '@reduxjs/toolkit';

/**
 * What the shop says about itself as an installed app (src/app/pwa/): a new release is waiting
 * for the shopper's "reload", and the one-time offer to install. The browser's objects behind
 * them (the waiting worker, the install prompt) are not state: they stay with src/app/pwa/.
 */
export interface PwaState {
  /** A new release is installed and waits until the shopper taps reload. */
  updateReady: boolean;
  /** The install offer is on screen (once, after a real visit). */
  installOffer: boolean;
}

const initialPwaState: PwaState = { updateReady: false, installOffer: false };

export const pwaSlice = createSlice({
  name: 'pwa',
  initialState: initialPwaState,
  reducers: {
    newVersionWaiting(state) {
      state.updateReady = true;
    },
    installOffered(state) {
      state.installOffer = true;
    },
    /** Accepted, dismissed, or the app got installed another way: the offer goes for good. */
    installOfferClosed(state) {
      state.installOffer = false;
    },
  },
  selectors: {
    selectUpdateReady: (state) => state.updateReady,
    selectInstallOffer: (state) => state.installOffer,
  },
});

export const { newVersionWaiting, installOffered, installOfferClosed } = pwaSlice.actions;
export const { selectUpdateReady, selectInstallOffer } = pwaSlice.selectors;
