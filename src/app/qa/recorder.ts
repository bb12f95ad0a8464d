import { SHOULD_AUTOBATCH, type UnknownAction } from '@reduxjs/toolkit';
import { api } from '@/api/api';
import {
  checksumOf,
  RECORDING_FORMAT,
  RECORDING_FORMAT_VERSION,
  type JsonObject,
  type JsonValue,
  type RecordedAction,
  type Recording,
} from '@/features/qa/recording-format';
import { APP_VERSION } from '@/lib/constants';
import { selectCurLang } from '@/state/lang-slice';
import { listenerMiddleware } from '../listeners';
import { PERSIST_VERSION } from '../persist-config';
import type { AppStore, RootState } from '../store';
import { createActionLog } from './action-log';
import { APP_COMMIT } from './build-info';
import { scrubParts } from './scrub';

/**
 * Bookkeeping that is not the shopper's doing and would not replay: RTK Query's own actions
 * (its cache is left out of recordings) and its focus and online events (`__rtkq/…`),
 * redux-persist's and Redux's internal ones. The API layer's own events (`api/loginRequired`) stay.
 */
const RTKQ_INTERNAL = new RegExp(
  `^${api.reducerPath}/(executeQuery|executeMutation|queries|mutations|invalidation|subscriptions|internalSubscriptions|config|resetApiState|invalidateTags)(/|$)`,
);
export function isBookkeeping(type: string): boolean {
  return RTKQ_INTERNAL.test(type) || type.startsWith('__rtkq/') || type.startsWith('persist/') || type.startsWith('@@');
}

/** RTK's autoBatch enhancer notifies subscribers of these later, not right after the reducer. */
function isBatched(action: UnknownAction): boolean {
  const meta = action.meta as Record<string, unknown> | undefined;
  return Boolean(meta?.[SHOULD_AUTOBATCH]);
}

/** The slices' state, as data: no API cache, no redux-persist `_persist` markers. */
export function sliceSnapshot(state: RootState): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(state)) {
    if (key === api.reducerPath) continue;
    const clone = toJson(value);
    if (clone && typeof clone === 'object' && !Array.isArray(clone)) delete clone._persist;
    out[key] = clone;
  }
  return out;
}

/** A JSON copy; anything JSON cannot hold (functions, cycles) is dropped or marked, never thrown. */
export function toJson(value: unknown): JsonValue {
  try {
    const text = JSON.stringify(value, (_key, v: unknown) => {
      if (v instanceof Error) return { name: v.name, message: v.message };
      if (typeof v === 'bigint') return v.toString();
      return v;
    }) as string | undefined;
    return text === undefined ? null : (JSON.parse(text) as JsonValue);
  } catch {
    return '[unserializable]';
  }
}

function recordedAction(action: UnknownAction): RecordedAction {
  const out: RecordedAction = { type: action.type };
  if ('payload' in action) out.payload = toJson(action.payload);
  if ('meta' in action) out.meta = toJson(action.meta);
  if ('error' in action) out.error = toJson(action.error);
  return out;
}

export interface RecorderOptions {
  now?: () => number;
}

export interface Recorder {
  /** Actions recorded so far. */
  count: () => number;
  /** Called after every recorded action (the control shows the count). */
  subscribe: (listener: () => void) => () => void;
  /** Starts over from the current state. */
  restart: () => void;
  stop: () => void;
  exportRecording: () => Recording;
}

/**
 * Records every action of the app's store through the existing listener middleware. Capture
 * happens in the predicate, which the middleware calls synchronously right after the reducer; it
 * returns false, so no effect task is started for every action. Scrubbing happens once, at export.
 */
export function startRecorder(store: AppStore, options: RecorderOptions = {}): Recorder {
  const now = options.now ?? (() => performance.now());
  const listeners = new Set<() => void>();
  let startedAt = now();
  let startState = store.getState();
  const log = createActionLog();

  // The listener middleware is shared by every store made in this page (tests make many): only
  // actions whose states descend from this store's are ours. The store's subscription sees each
  // state right after the reducer, before any listener; the predicate links batched ones too.
  const ours = new WeakSet<object>([startState]);
  const unsubscribeStore = store.subscribe(() => {
    ours.add(store.getState());
    log.reduced();
  });
  const unsubscribe = listenerMiddleware.startListening({
    predicate: (action, current, original) => {
      if (!ours.has(original) && !ours.has(current)) return false;
      ours.add(current);
      const batched = isBatched(action);
      if (isBookkeeping(action.type)) {
        log.skip(batched);
        return false;
      }
      log.record(action, now() - startedAt, batched);
      listeners.forEach((l) => {
        l();
      });
      return false;
    },
    effect: () => undefined,
  });

  return {
    count: () => log.size(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    restart() {
      startedAt = now();
      startState = store.getState();
      log.clear();
      ours.add(startState);
      listeners.forEach((l) => {
        l();
      });
    },
    stop() {
      unsubscribe();
      unsubscribeStore();
      listeners.clear();
    },
    exportRecording() {
      const entries = log.entries();
      const actions = entries.map((e) => recordedAction(e.action));
      const types = actions.map((a) => a.type);
      const { parts, scrubbed } = scrubParts([
        sliceSnapshot(startState),
        actions as unknown as JsonValue[],
        sliceSnapshot(store.getState()),
      ]);
      const [start, scrubbedActions, end] = parts as [JsonObject, RecordedAction[], JsonObject];
      // Types are code, not data: restored as they were so every action reaches its reducer.
      scrubbedActions.forEach((a, i) => {
        a.type = types[i];
      });
      const body = {
        header: {
          format: RECORDING_FORMAT,
          formatVersion: RECORDING_FORMAT_VERSION,
          appVersion: APP_VERSION,
          commit: APP_COMMIT,
          locale: selectCurLang(startState),
          persistVersion: PERSIST_VERSION,
          startState: start,
        },
        steps: scrubbedActions.map((action, i) => ({ at: Math.round(entries[i].at), action })),
        endState: end,
        scrubbed: scrubbed as Record<string, number>,
      } satisfies Omit<Recording, 'checksum'>;
      return { ...body, checksum: checksumOf(body) };
    },
  };
}
