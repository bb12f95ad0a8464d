import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useSystemNotificationQuery, useSystemNotificationSeeMutation } from '@/api/common/endpoints';
import type { SystemNotification } from '@/api/types';
import { useAppSelector } from '@/state/hooks';
import { selectIsLoggedIn } from '@/state/session-slice';
import { positiveInteger } from '@/lib/positive-integer';

/** The server has no single-message call: the list is read in large pages until the id turns up. */
const SEARCH_LIMIT = 50;

function stateNotice(state: unknown, id: number): SystemNotification | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  const notice = state.notice as SystemNotification | null | undefined;
  return notice && notice.id === id ? notice : null;
}

/**
 * One message by ?id=: shown at once from the list that linked here, confirmed from the server
 * (which also serves a link opened directly), and marked read once, for a logged-in shopper.
 */
export function useNotice() {
  const [params] = useSearchParams();
  const id = positiveInteger(params.get('id')) ?? 0;
  const valid = id > 0;
  const location = useLocation();
  const passed = valid ? stateNotice(location.state, id) : null;
  const loggedIn = useAppSelector(selectIsLoggedIn);

  const [page, setPage] = useState(1);
  const query = useSystemNotificationQuery({ page, limit: SEARCH_LIMIT }, { skip: !valid });
  const found = query.currentData?.list.find((n) => n.id === id) ?? null;
  const exhausted = query.currentData !== undefined && (found !== null || page * SEARCH_LIMIT >= query.currentData.total);
  if (query.currentData && !found && !exhausted) setPage(page + 1);

  const notice = found ?? passed;
  const [see] = useSystemNotificationSeeMutation();
  const marked = useRef<number | null>(null);
  useEffect(() => {
    if (!loggedIn || !notice || notice.is_read || marked.current === notice.id) return;
    marked.current = notice.id;
    void see({ id: notice.id });
  }, [loggedIn, notice, see]);

  return {
    notice,
    loading: valid && !notice && !exhausted && !query.isError,
    notFound: !valid || (exhausted && !notice),
    failed: !notice && query.isError,
    retry: () => void query.refetch(),
  };
}
