import { useCallback, useRef, useState } from 'react';

/**
 * Runs an async action at most once at a time: a second tap while the first is in flight is
 * ignored, even before React has re-rendered the disabled button (two taps in one frame).
 */
export function useSingleFlight<A extends unknown[]>(action: (...args: A) => Promise<unknown>) {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (...args: A) => {
      if (running.current) return;
      running.current = true;
      setPending(true);
      try {
        await action(...args);
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [action],
  );
  return [run, pending] as const;
}
