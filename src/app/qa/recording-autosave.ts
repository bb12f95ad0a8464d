import type { Recorder } from './recorder';
import { clearSavedRecording, saveRecording, SAVE_BUDGET_BYTES } from './saved-recording';

export type AutosaveStatus = 'kept' | 'memory-only';

export interface Autosave {
  /** 'memory-only': too large for the tab's storage; a reload would lose it. */
  status: () => AutosaveStatus;
  subscribe: (listener: () => void) => () => void;
  /** After "Start a new recording": the kept one goes, the new one is kept from its first step. */
  restarted: () => void;
  stop: () => void;
}

export interface AutosaveOptions {
  /** Actions are batched: one write at least this long after the first unsaved one (and on `pagehide`). */
  delayMs?: number;
  budgetBytes?: number;
}

/**
 * Keeps the recording in the tab's sessionStorage as it grows, so a reload continues it. Saving
 * scrubs this page's part, so it runs on a short timer rather than for every action, and once more
 * when the page goes away (a reload, a link out). Over budget, recording goes on in memory only.
 */
export function startAutosave(
  recorder: Recorder,
  storage: Storage,
  page: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  options: AutosaveOptions = {},
): Autosave {
  const { delayMs = 1000, budgetBytes = SAVE_BUDGET_BYTES } = options;
  const listeners = new Set<() => void>();
  let status: AutosaveStatus = 'kept';
  let dirty = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A save scrubs this page's part again (about 100 ms for 8,000 actions): long recordings wait
  // longer between saves, so saving never takes more than a tenth of the time.
  let wait = delayMs;

  const setStatus = (next: AutosaveStatus) => {
    if (next === status) return;
    status = next;
    listeners.forEach((l) => {
      l();
    });
  };

  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (!dirty || status === 'memory-only') return;
    dirty = false;
    const started = performance.now();
    if (saveRecording(storage, recorder.save(), budgetBytes) === 'too-large') setStatus('memory-only');
    wait = Math.max(delayMs, 10 * (performance.now() - started));
  };

  const changed = () => {
    dirty = true;
    if (timer === undefined && status === 'kept') timer = setTimeout(flush, wait);
  };

  const unsubscribe = recorder.subscribe(changed);
  page.addEventListener('pagehide', flush);
  // A continued recording is kept again at once: it now holds the reload marker.
  changed();

  return {
    status: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    restarted() {
      clearSavedRecording(storage);
      setStatus('kept');
      changed();
    },
    stop() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      unsubscribe();
      page.removeEventListener('pagehide', flush);
      listeners.clear();
      clearSavedRecording(storage);
    },
  };
}
