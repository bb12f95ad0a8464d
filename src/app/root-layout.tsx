import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppDispatch } from '@/state/hooks';
import { routeChanged } from '@/state/ui-slice';
import { canonicalPath } from './canonical-path';
import { CountsHost } from './hosts/counts-host';
import { NavigationHost } from './hosts/navigation-host';
import { UiEventHost } from './hosts/ui-event-host';
import styles from './root-layout.module.css';

// Its own chunk: remind-me toasts are never part of the first paint.
const ReminderHost = lazy(() => import('@/features/home/reminder-host').then((m) => ({ default: m.ReminderHost })));

/** The centred mobile frame (375 px design, 960 px at most) and the hosts that render UI events. */
export function RootLayout() {
  const dispatch = useAppDispatch();
  const { pathname, search, hash } = useLocation();
  const canonical = canonicalPath(pathname);
  useEffect(() => {
    if (!canonical) dispatch(routeChanged(pathname + search));
  }, [dispatch, canonical, pathname, search]);
  return (
    <div className={styles.frame}>
      {canonical ? <Navigate to={{ pathname: canonical, search, hash }} replace /> : <Outlet />}
      <UiEventHost />
      <NavigationHost />
      <CountsHost />
      <Suspense fallback={null}>
        <ReminderHost />
      </Suspense>
    </div>
  );
}
