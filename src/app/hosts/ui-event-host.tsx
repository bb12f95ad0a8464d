import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '@/state/hooks';
import { selectDialogs, selectIsLoading, selectToasts } from '@/state/ui-slice';

const UiOverlays = lazy(() => import('./ui-overlays'));

/** Mounts the overlay renderer once anything needs showing; it stays mounted after that. */
export function UiEventHost() {
  const pending = useAppSelector(
    (s) => selectToasts(s).length > 0 || selectDialogs(s).length > 0 || selectIsLoading(s),
  );
  const everPending = useEverTrue(pending);
  if (!everPending) return null;
  return (
    <Suspense fallback={null}>
      <UiOverlays />
    </Suspense>
  );
}

function useEverTrue(value: boolean): boolean {
  const [ever, setEver] = useState(value);
  if (value && !ever) setEver(true);
  return ever || value;
}
