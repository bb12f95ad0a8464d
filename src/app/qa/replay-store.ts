import { combineReducers, configureStore, createAction, type UnknownAction } from '@reduxjs/toolkit';
import { api } from '@/api/api';
import { replayReducers, type ReplayState } from '@/features/qa/replay-fold';

/** Puts the replayed state of a step in place; the API cache (live data for the screens) stays. */
export const replayStepShown = createAction<ReplayState>('qa/replayStepShown');

const combined = combineReducers({ ...replayReducers, [api.reducerPath]: api.reducer });
type ScreenState = ReturnType<typeof combined>;

function reducer(state: ScreenState | undefined, action: UnknownAction): ScreenState {
  if (state && replayStepShown.match(action)) return { ...state, ...action.payload };
  return combined(state, action);
}

/**
 * The store behind the replay page's screen: the app's slice reducers and the API, but no
 * persistence (a replay never touches the QA engineer's own stored session) and no listeners (a
 * replayed 303 does not navigate anywhere). Screens may still dispatch while they render; the next
 * step puts the recorded state back.
 */
export function makeReplayStore(initial: ReplayState) {
  return configureStore({
    reducer,
    preloadedState: initial as Partial<ScreenState> as ScreenState,
    // RTK's development checks are off, as RTK advises for very large states: a replayed state is a
    // whole recorded one, put in at each step, from a recording's JSON (serializable by
    // construction), and its reducers are the app's own, checked in the app's store. Walking it on
    // every dispatch logged "…took 88ms, which is more than the warning threshold of 32ms".
    middleware: (getDefault) => getDefault({ serializableCheck: false, immutableCheck: false }).concat(api.middleware),
  });
}
export type ReplayStore = ReturnType<typeof makeReplayStore>;
