import { BackgroundPiece } from '@/components/background-piece';
import { AFTER_FIRST_SCREEN_MS } from '@/lib/constants';
import { useAppSelector } from '@/state/hooks';
import { selectIsLoggedIn } from '@/state/session-slice';

const loadStockWatchHost = () => import('@/features/stock-watch/stock-watch-host');

/**
 * Stock watch's checker, for a logged-in shopper, loaded as its own chunk once the first page
 * has painted (none of it is in the entry).
 */
export function StockWatchSlot() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  if (!loggedIn) return null;
  // The page on screen comes first.
  return <BackgroundPiece load={loadStockWatchHost} what="stock watch" afterMs={AFTER_FIRST_SCREEN_MS} />;
}
