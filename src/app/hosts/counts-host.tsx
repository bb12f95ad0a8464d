import { lazy, Suspense } from 'react';
import { LoadBoundary } from '@/components/page-boundary';
import { useAppSelector } from '@/state/hooks';
import { selectIsLoggedIn } from '@/state/session-slice';
import { selectAppLoaded } from '@/state/sys-config-slice';
import { HostLoadError } from './host-load-error';

// Its own chunk: the commodity and common endpoint groups stay out of the entry.
const CountsSubscriber = lazy(() => import('./counts-subscriber'));

/** Subscribes to the badge counts once launch is done and only while logged in. */
export function CountsHost() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const loaded = useAppSelector(selectAppLoaded);
  if (!loggedIn || !loaded) return null;
  return (
    <LoadBoundary what="counts host" fallback={<HostLoadError />}>
      <Suspense fallback={null}>
        <CountsSubscriber />
      </Suspense>
    </LoadBoundary>
  );
}
