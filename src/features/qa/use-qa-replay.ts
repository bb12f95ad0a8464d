import { useCallback, useEffect, useMemo, useState } from 'react';
import { parseRecording, RecordingError } from './parse-recording';
import type { Recording } from './recording-format';
import { screenRouteAt, statesOf, type ReplayState, type StepFailure } from './replay-fold';
import { diffStates, type StateDifference } from './state-diff';

export interface LoadedReplay {
  fileName: string;
  recording: Recording;
  /** states[0] is the start; states[n] the state after step n. */
  states: ReplayState[];
  notes: string[];
  failure: StepFailure | null;
}

export interface ReplayProblem {
  fileName: string;
  message: string;
  /** Only the checksum is wrong: the file can be opened anyway. */
  edited: boolean;
}

function load(fileName: string, text: string, allowEdited: boolean): LoadedReplay {
  const { recording, notes } = parseRecording(text, { allowEdited });
  const { states, failure } = statesOf(recording, notes);
  return { fileName, recording, states, notes, failure };
}

/** Loads a recording file and steps through its states: next, previous, jump, arrow keys. */
export function useQaReplay() {
  const [loaded, setLoaded] = useState<LoadedReplay | null>(null);
  const [problem, setProblem] = useState<(ReplayProblem & { text: string }) | null>(null);
  const [step, setStep] = useState(0);
  const last = loaded ? loaded.states.length - 1 : 0;

  const open = useCallback((fileName: string, text: string, allowEdited = false) => {
    try {
      setLoaded(load(fileName, text, allowEdited));
      setProblem(null);
      setStep(0);
    } catch (error) {
      if (!(error instanceof RecordingError)) throw error;
      setProblem({ fileName, text, message: error.message, edited: error.kind === 'edited' });
    }
  }, []);

  const openFile = useCallback(
    async (file: File) => {
      open(file.name, await file.text());
    },
    [open],
  );

  const openAnyway = useCallback(() => {
    if (problem?.edited) open(problem.fileName, problem.text, true);
  }, [open, problem]);

  const jump = useCallback((n: number) => setStep(Math.max(0, Math.min(last, Math.round(n)))), [last]);
  const next = useCallback(() => setStep((s) => Math.min(last, s + 1)), [last]);
  const previous = useCallback(() => setStep((s) => Math.max(0, s - 1)), []);

  useEffect(() => {
    if (!loaded) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      // Keys typed into a text box or moving the slider are theirs; a file picker's are not.
      if (target?.closest('input:not([type="file"]), textarea, [role="slider"]')) return;
      if (event.key === 'ArrowRight') next();
      else if (event.key === 'ArrowLeft') previous();
      else if (event.key === 'Home') jump(0);
      else if (event.key === 'End') jump(last);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [loaded, next, previous, jump, last]);

  const changes: StateDifference[] = useMemo(
    () => (loaded && step > 0 ? diffStates(loaded.states[step - 1], loaded.states[step], { limit: 50 }) : []),
    [loaded, step],
  );

  return {
    loaded,
    problem: problem && { fileName: problem.fileName, message: problem.message, edited: problem.edited },
    step,
    last,
    state: loaded?.states[step] ?? null,
    current: loaded && step > 0 ? loaded.recording.steps[step - 1] : null,
    route: loaded ? screenRouteAt(loaded.states[step], step > 0 ? (loaded.recording.steps[step - 1] ?? null) : null) : '',
    changes,
    openFile,
    openAnyway,
    jump,
    next,
    previous,
  };
}
