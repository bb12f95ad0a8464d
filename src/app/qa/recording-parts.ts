import type { UnknownAction } from '@reduxjs/toolkit';
import { api } from '@/api/api';
import {
  checksumOf,
  PAGE_RELOADED,
  RECORDING_FORMAT,
  RECORDING_FORMAT_VERSION,
  type JsonObject,
  type JsonValue,
  type PageReloadedPayload,
  type RecordedAction,
  type RecordedStep,
  type Recording,
} from '@/features/qa/recording-format';
import { APP_COMMIT } from '@/lib/build-info';
import { APP_VERSION } from '@/lib/constants';
import { selectCurLang } from '@/state/lang-slice';
import { PERSIST_VERSION } from '../persist-config';
import type { RootState } from '../store';
import type { LoggedAction } from './action-log';
import type { SavedRecording } from './saved-recording';
import { scrubParts, type ScrubCounters } from './scrub';

/** The slices' state, as data: no API cache, no redux-persist `_persist` markers. */
function sliceSnapshot(state: RootState): JsonObject {
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
function toJson(value: unknown): JsonValue {
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

/** What this page recorded: from the state it started at (or came back with after a reload). */
export interface Segment {
  startState: RootState;
  entries: LoggedAction[];
  endState: RootState;
  /** Milliseconds since the recording started when this page's clock was at 0 (0 on the first page). */
  offset: number;
  /** After a reload: the recording so far and the address the page came back at. */
  resumed: { saved: SavedRecording; route: string } | null;
}

function sum(a: Record<string, number>, b: Record<string, number>): Record<string, number> {
  const out = { ...a };
  for (const [kind, n] of Object.entries(b)) out[kind] = (out[kind] ?? 0) + n;
  return out;
}

/**
 * The recording file for the pages recorded so far. This page's part is scrubbed here in one go
 * (one set of placeholders for its start, actions and end); a part saved before a reload is
 * already scrubbed, and this page's numbering follows on from it.
 */
export function buildRecording(segment: Segment): { recording: Recording; counters: ScrubCounters } {
  const { entries, resumed, offset } = segment;
  const actions = entries.map((e) => recordedAction(e.action));
  const types = actions.map((a) => a.type);
  const first: JsonValue = resumed
    ? ({ route: resumed.route, state: sliceSnapshot(segment.startState) } satisfies PageReloadedPayload)
    : sliceSnapshot(segment.startState);
  const { parts, scrubbed, counters } = scrubParts(
    [first, actions as unknown as JsonValue[], sliceSnapshot(segment.endState)],
    resumed?.saved.counters,
  );
  const [start, scrubbedActions, end] = parts as [JsonObject, RecordedAction[], JsonObject];
  // Types are code, not data: restored as they were so every action reaches its reducer.
  scrubbedActions.forEach((a, i) => {
    a.type = types[i];
  });
  const steps: RecordedStep[] = scrubbedActions.map((action, i) => ({ at: Math.round(offset + entries[i].at), action }));
  const prior = resumed?.saved.recording;
  const body = {
    header: prior ? { ...prior.header, formatVersion: RECORDING_FORMAT_VERSION } : {
      format: RECORDING_FORMAT,
      formatVersion: RECORDING_FORMAT_VERSION,
      appVersion: APP_VERSION,
      commit: APP_COMMIT,
      locale: selectCurLang(segment.startState),
      persistVersion: PERSIST_VERSION,
      startState: start,
    },
    steps: prior ? [...prior.steps, { at: Math.round(offset), action: { type: PAGE_RELOADED, payload: start } }, ...steps] : steps,
    endState: end,
    scrubbed: prior ? sum(prior.scrubbed, scrubbed) : scrubbed,
  } satisfies Omit<Recording, 'checksum'>;
  return { recording: { ...body, checksum: checksumOf(body) }, counters };
}
