import { useEffect, useState } from 'react';
import { BackgroundPiece } from '@/components/background-piece';
import { useAppSelector } from '@/state/hooks';
import { selectIsLoggedIn } from '@/state/session-slice';

const loadStockWatchHost = () => import('@/features/stock-watch/stock-watch-host');

/** How long after the first paint the checker loads: the page on screen comes first. */
const AFTER_PAINT_MS = 1500;

/**
 * Stock watch's checker, for a logged-in shopper, loaded as its own chunk once the first page
 * has painted (none of it is in the entry).
 */
export function StockWatchSlot() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), AFTER_PAINT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!loggedIn || !ready) return null;
  return <BackgroundPiece load={loadStockWatchHost} what="stock watch" />;
}
