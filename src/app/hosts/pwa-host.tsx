import { lazy, Suspense } from 'react';
import { LoadBoundary } from '@/components/page-boundary';
import { useAppSelector } from '@/state/hooks';
import { selectInstallOffer, selectUpdateReady } from '@/state/pwa-slice';

// Their own chunk: neither bar is part of a first paint.
const UpdateBar = lazy(() => import('../pwa/pwa-bars').then((m) => ({ default: m.UpdateBar })));
const InstallOfferBar = lazy(() => import('../pwa/pwa-bars').then((m) => ({ default: m.InstallOfferBar })));

/**
 * "A new version is ready — reload" while a new release waits, else the one-time install offer
 * (src/app/pwa/). A bar that cannot load (offline) shows nothing: neither is urgent.
 */
export function PwaHost() {
  const updateReady = useAppSelector(selectUpdateReady);
  const installOffer = useAppSelector(selectInstallOffer);
  if (!updateReady && !installOffer) return null;
  return (
    <LoadBoundary what="app bar" fallback={null}>
      <Suspense fallback={null}>{updateReady ? <UpdateBar /> : <InstallOfferBar />}</Suspense>
    </LoadBoundary>
  );
}
