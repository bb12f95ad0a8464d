import type { HelperThreadAnswer } from './helper-thread-protocol';

/**
 * Starts the helper thread (helper-thread.worker.ts) as the entry begins to run, and hands its
 * canvas signal to the fingerprint. Where workers are missing or refused (tests, a policy), the
 * answer is null and the main thread does the work itself, as before.
 */
type MakeWorker = () => Pick<Worker, 'addEventListener' | 'terminate'>;

const makeHelper: MakeWorker = () => new Worker(new URL('./helper-thread.worker.ts', import.meta.url), { name: 'helper-thread' });

/** How long the fingerprint waits for the helper's canvas before drawing on the page instead. */
export const HELPER_WAIT_MS = 1500;

let answer: Promise<HelperThreadAnswer | null> | undefined;

export function startHelperThread(make: MakeWorker = makeHelper, waitMs = HELPER_WAIT_MS): Promise<HelperThreadAnswer | null> {
  answer ??= new Promise((resolve) => {
    if (typeof Worker === 'undefined') {
      resolve(null);
      return;
    }
    try {
      const worker = make();
      const timer = setTimeout(() => {
        worker.terminate();
        resolve(null);
      }, waitMs);
      const settle = (value: HelperThreadAnswer | null) => {
        clearTimeout(timer);
        resolve(value);
      };
      worker.addEventListener('message', (event: MessageEvent<HelperThreadAnswer>) => settle(event.data));
      worker.addEventListener('error', () => settle(null));
    } catch {
      resolve(null);
    }
  });
  return answer;
}

/** The helper's canvas signal, or null: the fingerprint then draws on the page. */
export async function helperCanvasSignal(): Promise<string | null> {
  return (await startHelperThread())?.canvas ?? null;
}

/** Tests: forget the started helper. */
export function forgetHelperThread(): void {
  answer = undefined;
}
