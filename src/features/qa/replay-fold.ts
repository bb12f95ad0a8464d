import { combineReducers, type UnknownAction } from '@reduxjs/toolkit';
import { cartQueueSlice } from '@/state/cart-queue-slice';
import { cartSlice } from '@/state/cart-slice';
import { connectionSlice } from '@/state/connection-slice';
import { langSlice } from '@/state/lang-slice';
import { pwaSlice } from '@/state/pwa-slice';
import { sessionSlice } from '@/state/session-slice';
import { sysConfigSlice } from '@/state/sys-config-slice';
import { uiSlice } from '@/state/ui-slice';
import { unreadSlice } from '@/state/unread-slice';
import { PAGE_RELOADED, type JsonObject, type RecordedStep, type Recording } from './recording-format';

/**
 * The app's slice reducers, exactly those of makeRootReducer (src/app/store.ts) without the
 * persistence wrappers and the API cache: a replay must never write to storage, and RTK Query's
 * bookkeeping is not recorded. A test keeps the two lists equal.
 */
export const replayReducers = {
  session: sessionSlice.reducer,
  lang: langSlice.reducer,
  sysConfig: sysConfigSlice.reducer,
  cart: cartSlice.reducer,
  unread: unreadSlice.reducer,
  ui: uiSlice.reducer,
  connection: connectionSlice.reducer,
  cartQueue: cartQueueSlice.reducer,
  pwa: pwaSlice.reducer,
};
export const replayReducer = combineReducers(replayReducers);
export type ReplayState = ReturnType<typeof replayReducer>;

const SLICE_KEYS = Object.keys(replayReducers) as (keyof ReplayState)[];
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The state a replay starts from: each recorded slice laid over the slice's initial state (so a
 * field added since the recording was made has its default), unknown keys left out with a note.
 */
export function startStateOf(recorded: JsonObject, notes: string[] = [], what = 'start state'): ReplayState {
  const initial = replayReducer(undefined, { type: '@@qa/init' });
  const state: Record<string, unknown> = { ...initial };
  for (const [key, value] of Object.entries(recorded)) {
    if (!(SLICE_KEYS as string[]).includes(key)) {
      notes.push(`the ${what}'s "${key}" is not part of this build's state; left out`);
      continue;
    }
    if (!isObject(value)) {
      notes.push(`the ${what}'s "${key}" is not an object; its initial state is used`);
      continue;
    }
    state[key] = { ...(initial[key as keyof ReplayState] as object), ...value };
  }
  return state as unknown as ReplayState;
}

/**
 * One step: a recorded action through the reducers, or, for the reload marker, the state the
 * reloaded page came back with (laid over the initial state like a start state).
 */
function applyStep(state: ReplayState, action: UnknownAction, notes: string[]): ReplayState {
  if (action.type !== PAGE_RELOADED) return replayReducer(state, action);
  const payload = action.payload;
  if (!isObject(payload) || !isObject(payload.state)) throw new Error('the page reload marker holds no state');
  return startStateOf(payload.state as JsonObject, notes, 'reloaded state');
}

export interface StepFailure {
  step: number;
  type: string;
  message: string;
}

export interface FoldResult {
  state: ReplayState;
  /** How many steps were applied (the whole recording, or up to --until). */
  applied: number;
  failure: StepFailure | null;
}

/** Applies the recorded steps one by one through the real reducers, stopping after `until` steps. */
export function foldRecording(recording: Recording, until = recording.steps.length, notes: string[] = []): FoldResult {
  let state = startStateOf(recording.header.startState, notes);
  const last = Math.max(0, Math.min(until, recording.steps.length));
  for (let i = 0; i < last; i += 1) {
    const action = recording.steps[i].action as UnknownAction;
    try {
      state = applyStep(state, action, notes);
    } catch (error) {
      return { state, applied: i, failure: { step: i + 1, type: action.type, message: (error as Error).message } };
    }
  }
  return { state, applied: last, failure: null };
}

/**
 * Every state of the recording, index 0 the start and index n the state after step n, so the
 * replay page can jump anywhere at once. Immer's structural sharing keeps this small.
 */
export function statesOf(recording: Recording, notes: string[] = []): { states: ReplayState[]; failure: StepFailure | null } {
  let state = startStateOf(recording.header.startState, notes);
  const states = [state];
  for (let i = 0; i < recording.steps.length; i += 1) {
    const action = recording.steps[i].action as UnknownAction;
    try {
      state = applyStep(state, action, notes);
    } catch (error) {
      return { states, failure: { step: i + 1, type: action.type, message: (error as Error).message } };
    }
    states.push(state);
  }
  return { states, failure: null };
}

/**
 * The page a step is shown at. The route is not kept across a reload (the router reports it one
 * step later), so the reload marker's own step is shown at the address the page was reloaded at,
 * which the marker holds; the state itself stays exactly as the page had it.
 */
export function screenRouteAt(state: ReplayState, step: RecordedStep | null): string {
  if (state.ui.route) return state.ui.route;
  const payload = step?.action.type === PAGE_RELOADED ? step.action.payload : undefined;
  return isObject(payload) && typeof payload.route === 'string' ? payload.route : '';
}
