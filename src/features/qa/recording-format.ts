/**
 * The QA recording file (issue 7), shared by the recorder (src/app/qa), the replay page and
 * `npm run replay`. Plain data only, so it can be read in Node without the browser or the API layer.
 */
export const RECORDING_FORMAT = 'acc-plus-qa-recording';
/** Bump when the file's shape changes, and add a step to RECORDING_MIGRATIONS (parse-recording.ts). */
export const RECORDING_FORMAT_VERSION = 2;

/**
 * Format 2: a recording continues across a reload of the tab. This step marks the reload; its
 * payload is the state the app came back with, and the replay takes it as the state from there on
 * (what was in memory only, the dialogs and toasts of the old page, is gone after a reload).
 */
export const PAGE_RELOADED = 'qa/pageReloaded';
export interface PageReloadedPayload {
  /** The address the page was reloaded at (path and query). */
  route: string;
  /** The slices' state after rehydration, scrubbed and normalized like a start state. */
  state: JsonObject;
}

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** An action as recorded: what the reducers saw, after scrubbing and normalization. */
export interface RecordedAction {
  type: string;
  payload?: JsonValue;
  meta?: JsonValue;
  error?: JsonValue;
}

export interface RecordedStep {
  /** Milliseconds since the recording started. Ignored when two recordings are compared. */
  at: number;
  action: RecordedAction;
}

export interface RecordingHeader {
  format: typeof RECORDING_FORMAT;
  formatVersion: number;
  appVersion: string;
  /** The build's git commit (Vite define __APP_COMMIT__), or 'unknown'. */
  commit: string;
  /** The interface language when recording started. */
  locale: string;
  /** redux-persist version of the stored session and language (src/app/persist-config.ts). */
  persistVersion: number;
  /** The slices' state when recording started (no API cache, no persistence bookkeeping). */
  startState: JsonObject;
}

export interface Recording {
  header: RecordingHeader;
  steps: RecordedStep[];
  /** The slices' state when the recording was exported: a replay should reach exactly this. */
  endState: JsonObject | null;
  /** What the scrubber replaced, by kind (counts only, never the values). */
  scrubbed: Record<string, number>;
  /** Edit check over header, steps and endState (see checksumOf). */
  checksum: string;
}

/** The parts the checksum covers, in a fixed order. */
export function checksumOf(recording: Pick<Recording, 'header' | 'steps' | 'endState'>): string {
  return `h64:${hash64(JSON.stringify([recording.header, recording.steps, recording.endState]))}`;
}

/**
 * Two 32-bit FNV-1a lanes with different offsets: a fast, synchronous edit check that works in
 * every browser context (crypto.subtle needs a secure origin) and in Node. It tells a hand-edited
 * or truncated file from an exported one; it is not a signature against deliberate forgery.
 */
function hash64(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 15);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/**
 * What two recordings of the same steps share: the start state, the actions in order and the end
 * state. Header metadata (commit, build) and the time offsets are left out.
 */
export function comparableRecording(recording: Pick<Recording, 'header' | 'steps' | 'endState'>): JsonValue {
  return {
    startState: recording.header.startState,
    actions: recording.steps.map((s) => s.action as unknown as JsonValue),
    endState: recording.endState,
  };
}
