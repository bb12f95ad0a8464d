import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ReminderHost } from '@/features/home/reminder-host';
import { useAppDispatch } from '@/state/hooks';
import { routeChanged } from '@/state/ui-slice';
import { CountsHost } from './hosts/counts-host';
import { NavigationHost } from './hosts/navigation-host';
import { StockWatchSlot } from './hosts/stock-watch-slot';
import { UiEventHost } from './hosts/ui-event-host';
import styles from './root-layout.module.css';

/** The centred mobile frame (375 px design, 960 px at most) and the hosts that render UI events. */
export function RootLayout() {
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  useEffect(() => {
    dispatch(routeChanged(pathname + search));
  }, [dispatch, pathname, search]);
  return (
    <div className={styles.frame}>
      <Outlet />
      <UiEventHost />
      <NavigationHost />
      <CountsHost />
      <ReminderHost />
      <StockWatchSlot />
    </div>
  );
}
