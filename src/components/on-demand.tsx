import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { reloadIfChunkGone } from '@/lib/chunk-failure';
import { trackChunk } from '@/lib/chunk-loads';
import { AFTER_FIRST_SCREEN_MS } from '@/lib/constants';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import { commonMessages } from './common-messages';
import { LoadBoundary } from './page-boundary';

type Piece<P> = LazyExoticComponent<ComponentType<P>>;

interface OnDemandProps<P> {
  /** Whether the shopper has asked for it now (a sheet opened, a picture tapped). */
  open: boolean;
  /** Its chunk, as React.lazy takes it: the same function on every render (declared at module level). */
  load: () => Promise<{ default: ComponentType<P> }>;
  /** Names it in the console when it fails. */
  what: string;
  /** It could not be opened: close what the tap opened, so that the next tap asks for it again. */
  onUnavailable: () => void;
  children: (piece: Piece<P>) => ReactNode;
}

/**
 * A sheet or a viewer a page keeps in a chunk of its own (issue 12: its code was part of what the
 * first screen downloaded before its largest paint). It is mounted at its first opening and stays
 * mounted (what was typed in it is kept); its chunk is fetched once the first screen has had its
 * time, so that first tap does not wait on the network (a failed early fetch is only a missed head
 * start).
 *
 * When the chunk cannot be fetched at the tap (offline, a flaky line), the page stays as it was:
 * the shopper reads that it could not be opened, what the tap opened is closed, and the next tap
 * asks for the chunk again. Browsers no longer keep a failed module failed (whatwg/html#10327), but
 * React.lazy does, so each try has a lazy component of its own. A chunk a deploy removed reloads
 * the tab, once, as a page's does (lib/chunk-failure.ts).
 *
 * The first-screen wait comes from lib/constants, not from background-piece.tsx: that module is in
 * the entry's own chunk, and importing it from a first-screen group (scripts/vite/first-screen-chunks.ts)
 * made the bundler split five of the entry's shared modules into files of their own.
 */
export function OnDemand<P extends object>({ open, load, what, onUnavailable, children }: OnDemandProps<P>) {
  const dispatch = useAppDispatch();
  // Dropped when a try fails, which unmounts its failed boundary: the next opening starts afresh.
  const [piece, setPiece] = useState<Piece<P> | null>(null);
  if (open && !piece) setPiece(() => lazy(() => trackChunk(load())));
  useEffect(() => {
    const timer = window.setTimeout(() => void trackChunk(load()).catch(() => undefined), AFTER_FIRST_SCREEN_MS);
    return () => window.clearTimeout(timer);
  }, [load]);
  const failed = (error: Error) => {
    dispatch(toastRequested({ text: { message: commonMessages.pieceUnavailable }, icon: 'fail' }));
    setPiece(null);
    onUnavailable();
    void reloadIfChunkGone(error);
  };
  if (!piece) return null;
  return (
    <LoadBoundary what={what} onFailed={failed} fallback={null}>
      <Suspense fallback={null}>{children(piece)}</Suspense>
    </LoadBoundary>
  );
}
