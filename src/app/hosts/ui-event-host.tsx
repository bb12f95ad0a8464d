import { lazy, Suspense, useState } from 'react';
import { LoadBoundary } from '@/components/page-boundary';
import { useAppSelector } from '@/state/hooks';
import { selectDialogs, selectIsLoading, selectToasts } from '@/state/ui-slice';
import { HostLoadError } from './host-load-error';

const UiOverlays = lazy(() => import('./ui-overlays'));

/**
 * Mounts the overlay renderer once anything needs showing; it stays mounted after that. Its chunk
 * failing (offline exactly when "Unable to connect" is due) shows a bar with that text instead.
 */
export function UiEventHost() {
  const pending = useAppSelector(
    (s) => selectToasts(s).length > 0 || selectDialogs(s).length > 0 || selectIsLoading(s),
  );
  const everPending = useEverTrue(pending);
  if (!everPending) return null;
  return (
    <LoadBoundary what="overlay host" fallback={<HostLoadError />}>
      <Suspense fallback={null}>
        <UiOverlays />
      </Suspense>
    </LoadBoundary>
  );
}

function useEverTrue(value: boolean): boolean {
  const [ever, setEver] = useState(value);
  if (value && !ever) setEver(true);
  return ever || value;
}
