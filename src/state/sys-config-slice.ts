import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { cssColour } from '@/lib/colour';
import { CLIENT_TYPE, type ClientType } from '@/lib/constants';
import type { SysConfig } from '@/lib/server-shapes';
// The configuration is the server's shape (src/lib/server-shapes.ts: written once, as the check
// the answer passes); it sits in lib because state may not import api.

export interface Theme {
  /** dominantColor: the global accent and font colour. */
  primary: string;
  /** myPageBg: the global background colour. */
  background: string;
}

export const DEFAULT_THEME: Theme = { primary: '#b8860b', background: '#f6f4f0' };

export interface SysConfigState {
  config: SysConfig | null;
  theme: Theme;
  /** The document is marked Chinese-language or other-language (spec section 1, step 3). */
  script: 'zh' | 'other';
  clientType: ClientType;
  launchResolved: boolean;
  loaded: boolean;
}

export const initialSysConfigState: SysConfigState = {
  config: null,
  theme: DEFAULT_THEME,
  script: 'other',
  clientType: CLIENT_TYPE.h5,
  launchResolved: false,
  loaded: false,
};

function colourOr(value: unknown, fallback: string): string {
  return cssColour(value) ?? fallback;
}

export const sysConfigSlice = createSlice({
  name: 'sysConfig',
  initialState: initialSysConfigState,
  reducers: {
    sysConfigReceived(state, action: PayloadAction<SysConfig>) {
      state.config = action.payload;
    },
    clientDetected(state, action: PayloadAction<ClientType>) {
      state.clientType = action.payload;
    },
    /** Only well-formed colours from the configuration reach CSS; anything else keeps the default. */
    themeApplied(state, action: PayloadAction<{ config: SysConfig | null; script: 'zh' | 'other' }>) {
      const config = action.payload.config;
      state.theme = {
        primary: colourOr(config?.dominantColor, DEFAULT_THEME.primary),
        background: colourOr(config?.myPageBg, DEFAULT_THEME.background),
      };
      state.script = action.payload.script;
    },
    launchResolved(state) {
      state.launchResolved = true;
    },
    appLoaded(state) {
      state.loaded = true;
    },
  },
  selectors: {
    selectSysConfig: (state) => state.config,
    selectTheme: (state) => state.theme,
    selectScript: (state) => state.script,
    selectClientType: (state) => state.clientType,
    selectLaunchResolved: (state) => state.launchResolved,
    selectAppLoaded: (state) => state.loaded,
  },
});

export const { sysConfigReceived, clientDetected, themeApplied, launchResolved, appLoaded } = sysConfigSlice.actions;
export const {
  selectSysConfig,
  selectTheme,
  selectScript,
  selectClientType,
  selectLaunchResolved,
  selectAppLoaded,
} = sysConfigSlice.selectors;
