import { useUserInfoQuery } from '@/api/account';
import { useOrderQuantityStatisticsQuery } from '@/api/order';
import { useAppSelector } from '@/state/hooks';
import { selectIsLoggedIn, selectUserInfo } from '@/state/session-slice';

/**
 * The user tab's data: the saved user (refreshed from the server while the tab is shown, which
 * also re-saves it) and the order counts; nothing is asked for while logged out.
 */
export function useUserPage() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUserInfo);
  const info = useUserInfoQuery(undefined, { skip: !loggedIn });
  const counts = useOrderQuantityStatisticsQuery(undefined, { skip: !loggedIn });
  return {
    loggedIn: loggedIn && user !== null,
    user,
    refreshing: info.isFetching,
    counts: loggedIn ? counts.data : undefined,
  };
}
