import { combineReducers, configureStore, createDynamicMiddleware, type Reducer } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist/es/constants';
import persistReducer from 'redux-persist/es/persistReducer';
import persistStore from 'redux-persist/es/persistStore';
import { setAutoFreeze } from 'immer';
import type { api } from '@/api/api';
import { cartQueueSlice } from '@/state/cart-queue-slice';
import { cartSlice } from '@/state/cart-slice';
import { connectionSlice } from '@/state/connection-slice';
import { langSlice } from '@/state/lang-slice';
import { pwaSlice } from '@/state/pwa-slice';
import { takeLazySlices } from '@/state/lazy-slices';
import { sessionSlice } from '@/state/session-slice';
import { sysConfigSlice } from '@/state/sys-config-slice';
import { uiSlice } from '@/state/ui-slice';
import { unreadSlice } from '@/state/unread-slice';
import { listenerMiddleware } from './listeners';
import { langPersistConfig, sessionPersistConfig } from './persist-config';
import type { KeyValueStore } from './spec-key-storage';

// Production does not deep-freeze each new state (Immer's default): on a first page every answer
// the API keeps was walked and frozen, object by object, on the main thread (127 ms of home's
// first 9 s at 4× slowdown, issue 12). Development and the tests keep the freeze (with RTK's
// immutability check), so a reducer or component that mutates state fails there.
if (import.meta.env.PROD) setAutoFreeze(false);

/** The slices the shell needs from the first paint; the API's cache joins when its chunk loads. */
function sliceReducers(storage?: KeyValueStore | null) {
  return {
    session: persistReducer(sessionPersistConfig(storage), sessionSlice.reducer),
    lang: persistReducer(langPersistConfig(storage), langSlice.reducer),
    sysConfig: sysConfigSlice.reducer,
    cart: cartSlice.reducer,
    unread: unreadSlice.reducer,
    ui: uiSlice.reducer,
    connection: connectionSlice.reducer,
    cartQueue: cartQueueSlice.reducer,
    pwa: pwaSlice.reducer,
  };
}

type ApiState = ReturnType<typeof api.reducer>;

export function makeRootReducer(storage?: KeyValueStore | null) {
  return combineReducers(sliceReducers(storage));
}

export type RootState = ReturnType<ReturnType<typeof makeRootReducer>> & { api: ApiState };

export interface MakeStoreOptions {
  preloadedState?: Partial<RootState>;
  /** Where the spec keys live: localStorage unless a test passes its own (null: nowhere). */
  storage?: KeyValueStore | null;
  /**
   * After how many ms RTK's development checks (serializable, immutable) log that they were slow;
   * RTK's own 32 ms unless given. Only tests give one (tests/test-store.ts): the checks still run
   * there, but their stopwatch measures the shared test machine's load, not the app.
   */
  checksWarnAfter?: number;
}

/**
 * The store. RTK Query and the API's definitions are not in the entry chunk (issue 12): the API
 * registers itself when its chunk first loads (src/state/lazy-slices.ts) and is taken in here,
 * its reducer by replaceReducer (which also sets its state up at once) and its middleware through
 * RTK's dynamic middleware, before the module that loaded it asks for anything.
 */
export function makeStore({ preloadedState, storage, checksWarnAfter }: MakeStoreOptions = {}) {
  const reducers: Record<string, Reducer> = sliceReducers(storage);
  const dynamic = createDynamicMiddleware();
  const store = configureStore({
    reducer: combineReducers(reducers) as unknown as Reducer<RootState>,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        immutableCheck: checksWarnAfter === undefined ? true : { warnAfter: checksWarnAfter },
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          ...(checksWarnAfter === undefined ? {} : { warnAfter: checksWarnAfter }),
        },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(dynamic.middleware),
  });
  // Held weakly: a test makes a store per test, and the registry outlives them all.
  const held = new WeakRef(store);
  takeLazySlices((slice) => {
    const live = held.deref();
    if (!live || slice.reducerPath in reducers) return;
    reducers[slice.reducerPath] = slice.reducer;
    dynamic.addMiddleware(slice.middleware);
    live.replaceReducer(combineReducers(reducers) as unknown as Reducer<RootState>);
    slice.joined?.(live.dispatch);
  });
  const persistor = persistStore(store);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
