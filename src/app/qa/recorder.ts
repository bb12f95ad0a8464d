import { SHOULD_AUTOBATCH, type UnknownAction } from '@reduxjs/toolkit';
import { api } from '@/api/api';
import type { Recording } from '@/features/qa/recording-format';
import { listenerMiddleware } from '../listeners';
import type { AppStore } from '../store';
import { createActionLog } from './action-log';
import { buildRecording } from './recording-parts';
import type { SavedRecording } from './saved-recording';

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

export interface RecorderOptions {
  now?: () => number;
  /** Wall-clock time, to measure the time a reload took (the page's own clock restarts). */
  wallNow?: () => number;
  /** The recording saved before this page was reloaded, and the address it came back at: continued. */
  resume?: { saved: SavedRecording; route: string } | null;
}

export interface Recorder {
  /** Steps recorded so far (with earlier pages' and the reload markers). */
  count: () => number;
  /** Called after every recorded action and on restart (the control shows the count). */
  subscribe: (listener: () => void) => () => void;
  /** Starts over from the current state. */
  restart: () => void;
  stop: () => void;
  exportRecording: () => Recording;
  /** What to keep for a reload: the export so far, with the clock and scrub numbering. */
  save: () => SavedRecording;
}

/**
 * Records every action of the app's store through the existing listener middleware. Capture
 * happens in the predicate, which the middleware calls synchronously right after the reducer; it
 * returns false, so no effect task is started for every action. Scrubbing happens on export and
 * save, over this page's part only.
 */
export function startRecorder(store: AppStore, options: RecorderOptions = {}): Recorder {
  const now = options.now ?? (() => performance.now());
  const wallNow = options.wallNow ?? (() => Date.now());
  const listeners = new Set<() => void>();
  let resumed = options.resume ?? null;
  let startedAt = now();
  // After a reload the recording goes on from where the saved part ended, plus the reload's time.
  let offset = resumed ? resumed.saved.elapsed + Math.max(0, wallNow() - resumed.saved.savedAt) : 0;
  let startState = store.getState();
  const log = createActionLog();
  const notify = () => {
    listeners.forEach((l) => {
      l();
    });
  };

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
      notify();
      return false;
    },
    effect: () => undefined,
  });

  const build = () =>
    buildRecording({ startState, entries: log.entries(), endState: store.getState(), offset, resumed });

  return {
    count: () => (resumed ? resumed.saved.recording.steps.length + 1 : 0) + log.size(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    restart() {
      resumed = null;
      offset = 0;
      startedAt = now();
      startState = store.getState();
      log.clear();
      ours.add(startState);
      notify();
    },
    stop() {
      unsubscribe();
      unsubscribeStore();
      listeners.clear();
    },
    exportRecording: () => build().recording,
    save() {
      const { recording, counters } = build();
      return { recording, counters, elapsed: offset + now() - startedAt, savedAt: wallNow() };
    },
  };
}
