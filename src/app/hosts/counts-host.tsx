import { lazy, Suspense } from 'react';
import { useAppSelector } from '@/state/hooks';
import { selectIsLoggedIn } from '@/state/session-slice';
import { selectAppLoaded } from '@/state/sys-config-slice';

// Its own chunk: the commodity and common endpoint groups stay out of the entry.
const CountsSubscriber = lazy(() => import('./counts-subscriber'));

/** Subscribes to the badge counts once launch is done and only while logged in. */
export function CountsHost() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const loaded = useAppSelector(selectAppLoaded);
  if (!loggedIn || !loaded) return null;
  return (
    <Suspense fallback={null}>
      <CountsSubscriber />
    </Suspense>
  );
}
