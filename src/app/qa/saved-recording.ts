import { parseRecording } from '@/features/qa/parse-recording';
import type { Recording } from '@/features/qa/recording-format';
import { QA_RECORDING_KEY } from './qa-flag';
import type { ScrubCounters } from './scrub';

/**
 * The recording kept in the tab's sessionStorage while QA mode records, so a reload of the page
 * continues it. Only ever scrubbed: it holds what an export would hold at that moment, plus what
 * the recorder needs to go on (its clock and scrub numbering). QA mode is per tab, so never
 * localStorage.
 */
export interface SavedRecording {
  recording: Recording;
  /** Milliseconds since the recording started, when it was saved. */
  elapsed: number;
  /** Wall-clock time of the save (the page's own clock restarts with a reload). */
  savedAt: number;
  /** Scrub numbering so far, so the next page's placeholders follow on. */
  counters: ScrubCounters;
}

const SAVED_FORMAT = 'acc-plus-qa-autosave';
const SAVED_VERSION = 1;
/** sessionStorage's budget: browsers allow about 5 MB an origin, counted in UTF-16 (2 bytes a character). */
export const SAVE_BUDGET_BYTES = 5 * 1024 * 1024;

export type SaveResult = 'saved' | 'too-large';

export function saveRecording(storage: Storage, saved: SavedRecording, budget = SAVE_BUDGET_BYTES): SaveResult {
  const text = JSON.stringify({ format: SAVED_FORMAT, version: SAVED_VERSION, ...saved });
  if (text.length * 2 > budget) {
    clearSavedRecording(storage);
    return 'too-large';
  }
  try {
    storage.setItem(QA_RECORDING_KEY, text);
    return 'saved';
  } catch {
    // Quota reached (other keys count too) or storage blocked: a stale copy would continue wrongly.
    clearSavedRecording(storage);
    return 'too-large';
  }
}

export function clearSavedRecording(storage: Storage): void {
  try {
    storage.removeItem(QA_RECORDING_KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The saved recording, or null. Anything unusable (bad JSON, a wrong checksum, another format, a
 * recording another build cannot read) is dropped without a word: a fresh recording starts, and
 * the app boots whatever the tab holds.
 */
export function loadSavedRecording(storage: Storage): SavedRecording | null {
  let text: string | null;
  try {
    text = storage.getItem(QA_RECORDING_KEY);
  } catch {
    return null;
  }
  if (text === null) return null;
  try {
    const raw: unknown = JSON.parse(text);
    if (!isObject(raw) || raw.format !== SAVED_FORMAT || raw.version !== SAVED_VERSION) throw new Error('foreign');
    const { elapsed, savedAt, counters } = raw;
    if (typeof elapsed !== 'number' || !(elapsed >= 0) || typeof savedAt !== 'number' || !Number.isFinite(savedAt)) {
      throw new Error('clock');
    }
    if (!isObject(counters) || !isCount(counters.ids) || !isCount(counters.times) || !isObject(counters.placeholders)) {
      throw new Error('counters');
    }
    if (!Object.values(counters.placeholders).every(isCount)) throw new Error('counters');
    // The same checks as an exported file: format, migrations, checksum, every field.
    const { recording } = parseRecording(JSON.stringify(raw.recording));
    return { recording, elapsed, savedAt, counters: counters as unknown as ScrubCounters };
  } catch {
    clearSavedRecording(storage);
    return null;
  }
}
