import { useCallback, useRef, useState } from 'react';

/**
 * What an action returns when it succeeded and the page is leaving (saved, then navigated away):
 * the lock stays on, so a late tap before the page is gone cannot send a second copy.
 */
export const STAY_LOCKED = Symbol('stay locked');

/**
 * Runs an async action at most once at a time: a second tap while the first is in flight is
 * ignored, even before React has re-rendered the disabled button (two taps in one frame). The one
 * in-flight guard of every form (issue 14): hooks use this rather than a ref of their own.
 */
export function useSingleFlight<A extends unknown[]>(action: (...args: A) => Promise<unknown>) {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (...args: A) => {
      if (running.current) return;
      running.current = true;
      setPending(true);
      let leaving = false;
      try {
        leaving = (await action(...args)) === STAY_LOCKED;
      } finally {
        if (!leaving) {
          running.current = false;
          setPending(false);
        }
      }
    },
    [action],
  );
  return [run, pending] as const;
}
