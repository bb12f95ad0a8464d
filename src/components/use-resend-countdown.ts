import { useCallback, useEffect, useState } from 'react';
import { TIMEOUTS } from '@/lib/constants';

/**
 * When each code may be sent again, by key (the mobile or email and the event). Kept outside
 * React so the countdown survives a re-render, a remount and leaving the page and coming back:
 * the server refuses a second send within 60 s anyway (server-family.md).
 */
const deadlines = new Map<string, number>();

/** Several ticks a second, so the shown number never lags the clock by a whole second. */
const TICK_MS = 250;

const secondsLeft = (key: string, now: number): number => {
  const deadline = deadlines.get(key) ?? 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
};

/** For tests: forget every countdown. */
export function resetResendCountdowns(): void {
  deadlines.clear();
}

export interface ResendCountdown {
  /** Whole seconds until a resend is allowed; 0 when it is. */
  remaining: number;
  /** A code was sent for this key before (the button then says "resend"). */
  sentBefore: boolean;
  /** Starts the 60 s wait (call after the server accepted a send). */
  start: () => void;
}

export function useResendCountdown(key: string, seconds: number = TIMEOUTS.resendCountdownS): ResendCountdown {
  // The clock as last read; each tick re-reads it instead of counting down, so a throttled
  // background tab (or a timer that fires early) still shows the true wait.
  const [now, setNow] = useState(() => Date.now());
  const remaining = secondsLeft(key, now);

  const running = remaining > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [key, running]);

  const start = useCallback(() => {
    const at = Date.now();
    deadlines.set(key, at + seconds * 1000);
    setNow(at);
  }, [key, seconds]);

  return { remaining, start, sentBefore: deadlines.has(key) };
}
