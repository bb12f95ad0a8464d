import { useUserInfoQuery } from '@/api/account/endpoints';
import { useLevelName } from '@/api/level-name';
import { useOrderQuantityStatisticsQuery } from '@/api/order/endpoints';
import { useAppSelector } from '@/state/hooks';
import { selectIsLoggedIn, selectUserInfo } from '@/state/session-slice';

/**
 * The user tab's data: the saved user (refreshed from the server while the tab is shown, which
 * also re-saves it), the order counts and the name of the shopper's membership level (the same
 * name the membership page shows, "Gold" rather than "Level 2"); nothing is asked for while
 * logged out.
 */
export function useUserPage() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUserInfo);
  const info = useUserInfoQuery(undefined, { skip: !loggedIn });
  const counts = useOrderQuantityStatisticsQuery(undefined, { skip: !loggedIn });
  const levelName = useLevelName(user?.level, !loggedIn);
  return {
    loggedIn: loggedIn && user !== null,
    user,
    levelName: loggedIn ? levelName : null,
    refreshing: info.isFetching,
    counts: loggedIn ? counts.data : undefined,
  };
}
