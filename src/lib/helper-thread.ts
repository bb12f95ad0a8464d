/**
 * Starts the helper thread (helper-thread.worker.ts), which has the engine make its Intl locale
 * lists before the first render needs them, and ends by itself. Where workers are missing or
 * refused (tests, a policy), nothing starts and the page makes the lists itself, as before.
 *
 * It only warms: nothing waits for it. The fingerprint's canvas was drawn there too at first, but
 * at 4× slowdown the worker answered 1.4 s after it was made (its start waits for the entry's
 * evaluation to end), so the fingerprint, and every first-visit call behind it, waited longer
 * than drawing on the page takes.
 */
type MakeWorker = () => unknown;

const makeHelper: MakeWorker = () => new Worker(new URL('./helper-thread.worker.ts', import.meta.url), { name: 'helper-thread' });

let started = false;

/** True when a helper thread was started (once per page). */
export function startHelperThread(make: MakeWorker = makeHelper): boolean {
  if (started || typeof Worker === 'undefined') return started;
  try {
    make();
    started = true;
  } catch {
    // A policy that refuses workers: the page does the work itself.
  }
  return started;
}

/** Tests: forget the started helper. */
export function forgetHelperThread(): void {
  started = false;
}
