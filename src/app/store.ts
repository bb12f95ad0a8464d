import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist/es/constants';
import persistReducer from 'redux-persist/es/persistReducer';
import persistStore from 'redux-persist/es/persistStore';
import { api } from '@/api/api';
import { cartSlice } from '@/state/cart-slice';
import { langSlice } from '@/state/lang-slice';
import { sessionSlice } from '@/state/session-slice';
import { sysConfigSlice } from '@/state/sys-config-slice';
import { uiSlice } from '@/state/ui-slice';
import { unreadSlice } from '@/state/unread-slice';
import { listenerMiddleware } from './listeners';
import { langPersistConfig, sessionPersistConfig } from './persist-config';
import type { KeyValueStore } from './spec-key-storage';

export function makeRootReducer(storage?: KeyValueStore | null) {
  return combineReducers({
    session: persistReducer(sessionPersistConfig(storage), sessionSlice.reducer),
    lang: persistReducer(langPersistConfig(storage), langSlice.reducer),
    sysConfig: sysConfigSlice.reducer,
    cart: cartSlice.reducer,
    unread: unreadSlice.reducer,
    ui: uiSlice.reducer,
    [api.reducerPath]: api.reducer,
  });
}

export type RootState = ReturnType<ReturnType<typeof makeRootReducer>>;

export interface MakeStoreOptions {
  preloadedState?: Partial<RootState>;
  /** Where the spec keys live: localStorage unless a test passes its own (null: nowhere). */
  storage?: KeyValueStore | null;
}

export function makeStore({ preloadedState, storage }: MakeStoreOptions = {}) {
  const store = configureStore({
    reducer: makeRootReducer(storage),
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(api.middleware),
  });
  const persistor = persistStore(store);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
