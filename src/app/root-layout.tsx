import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { BackgroundPiece } from '@/components/background-piece';
import { AFTER_FIRST_SCREEN_MS } from '@/lib/constants';
import { isCustomerPath, useCustomerMode } from '@/lib/customer-mode';
import { ROUTES } from '@/lib/routes';
import { useAppDispatch } from '@/state/hooks';
import { routeChanged } from '@/state/ui-slice';
import { canonicalPath } from './canonical-path';
import { ConnectionHost } from './hosts/connection-host';
import { CountsHost } from './hosts/counts-host';
import { NavigationHost } from './hosts/navigation-host';
import { PwaHost } from './hosts/pwa-host';
import { StockWatchSlot } from './hosts/stock-watch-slot';
import { UiEventHost } from './hosts/ui-event-host';
import styles from './root-layout.module.css';

// Its own chunk, loaded once the page is on screen: remind-me toasts are never part of the first paint.
const loadReminderHost = () => import('@/features/home/reminder-host').then((m) => ({ default: m.ReminderHost }));

/** The centred mobile frame (375 px design, 960 px at most) and the hosts that render UI events. */
export function RootLayout() {
  const dispatch = useAppDispatch();
  const { pathname, search, hash } = useLocation();
  const canonical = canonicalPath(pathname);
  // In customer mode only the catalogue is reachable, by any link or typed address.
  const customer = useCustomerMode().on;
  const redirect = canonical ?? (customer && !isCustomerPath(pathname) ? ROUTES.customerMode : null);
  useEffect(() => {
    if (!redirect) dispatch(routeChanged(pathname + search));
  }, [dispatch, redirect, pathname, search]);
  return (
    <div className={styles.frame}>
      {canonical ? (
        <Navigate to={{ pathname: canonical, search, hash }} replace />
      ) : redirect ? (
        <Navigate to={redirect} replace />
      ) : (
        <Outlet />
      )}
      <UiEventHost />
      <ConnectionHost />
      <NavigationHost />
      <CountsHost />
      <PwaHost />
      {!customer && <BackgroundPiece load={loadReminderHost} what="reminders" afterMs={AFTER_FIRST_SCREEN_MS} />}
      {!customer && <StockWatchSlot />}
    </div>
  );
}
