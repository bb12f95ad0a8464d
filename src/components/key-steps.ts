/** The keys that move a choice one option back or forward, and how far Page Up / Page Down go. */
export interface KeySteps {
  readonly back: readonly string[];
  readonly forward: readonly string[];
  readonly page?: number;
}

/**
 * Where a key moves a choice among `count` options from `at`, as WAI-ARIA's patterns have it (a
 * listbox's arrows, a spin button's arrows and pages, Home and End for both), held at the ends;
 * null for a key that moves nothing.
 */
export function keyStep(key: string, at: number, count: number, steps: KeySteps): number | null {
  let to: number;
  if (steps.back.includes(key)) to = at - 1;
  else if (steps.forward.includes(key)) to = at + 1;
  else if (steps.page !== undefined && key === 'PageUp') to = at - steps.page;
  else if (steps.page !== undefined && key === 'PageDown') to = at + steps.page;
  else if (key === 'Home') to = 0;
  else if (key === 'End') to = count - 1;
  else return null;
  return Math.min(Math.max(to, 0), count - 1);
}
