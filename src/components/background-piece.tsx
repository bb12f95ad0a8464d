import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { isChunkLoadError } from '@/lib/chunk-failure';
import { trackChunk } from '@/lib/chunk-loads';
import { LoadBoundary } from './page-boundary';

/** A chunk that failed to load is asked for again after this long, or sooner when the device says it is online. */
export const BACKGROUND_RETRY_MS = 15_000;

type PieceLoader = () => Promise<{ default: ComponentType }>;

/** Renders nothing; asks for another try once the device is back online, or after BACKGROUND_RETRY_MS. */
function RetryLater({ onRetry }: { onRetry: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onRetry, BACKGROUND_RETRY_MS);
    window.addEventListener('online', onRetry);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', onRetry);
    };
  }, [onRetry]);
  return null;
}

/**
 * A piece that works behind the page (sends the cart's waiting changes, watches stock, reminds)
 * and has its own chunk. The chunk failing must not take the page down with it: it fails when
 * the shop is offline, and also in the moment the connection comes back, which is exactly when
 * the cart's sender is first needed. So nothing shows, and the chunk is asked for again once the
 * device says it is online, or after BACKGROUND_RETRY_MS (browsers no longer keep a failed module
 * failed: whatwg/html#10327). A chunk a deploy removed is not mended by a reload under the
 * shopper's page: the update bar offers that. A piece whose code throws is not tried again.
 *
 * `load` must be the same function on every render (declared at module level). With `afterMs`,
 * nothing is loaded until that long after the piece first mounts (AFTER_FIRST_SCREEN_MS for what
 * can wait for the page on screen).
 */
export function BackgroundPiece({ load, what, afterMs = 0 }: { load: PieceLoader; what: string; afterMs?: number }) {
  // A new lazy component per try (React.lazy keeps a failed load failed); `waiting` once a try's chunk failed.
  const newTry = useCallback((count: number) => ({ count, Piece: lazy(() => trackChunk(load())), waiting: false }), [load]);
  const [attempt, setAttempt] = useState(() => newTry(0));
  const retry = useCallback(() => setAttempt(({ count }) => newTry(count + 1)), [newTry]);
  const onFailed = useCallback((error: Error) => setAttempt((current) => ({ ...current, waiting: isChunkLoadError(error) })), []);
  const [due, setDue] = useState(afterMs <= 0);
  useEffect(() => {
    if (due) return;
    const timer = window.setTimeout(() => setDue(true), afterMs);
    return () => window.clearTimeout(timer);
  }, [due, afterMs]);
  const { count, Piece, waiting } = attempt;
  if (!due) return null;
  return (
    <LoadBoundary key={count} what={what} onFailed={onFailed} fallback={waiting ? <RetryLater onRetry={retry} /> : null}>
      <Suspense fallback={null}>
        <Piece />
      </Suspense>
    </LoadBoundary>
  );
}
