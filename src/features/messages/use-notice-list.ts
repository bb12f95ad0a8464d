import { useCallback, useMemo, useState } from 'react';
import {
  useSystemNotificationPagesInfiniteQuery,
  useSystemNotificationSeeMutation,
  useSystemNotificationUnreadQuantityQuery,
} from '@/api/common/endpoints';
import type { NotificationType } from '@/api/types';
import { useInfiniteList } from '@/components/use-infinite-list';
import { useSingleFlight } from '@/components/use-single-flight';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectIsLoggedIn } from '@/state/session-slice';
import { toastRequested } from '@/state/ui-slice';
import { selectMsgNum } from '@/state/unread-slice';
import { noticeMessages } from './notice-messages';

export type NoticeFilter = 'all' | NotificationType;
export const NOTICE_FILTERS: readonly NoticeFilter[] = ['all', 'system', 'order', 'activity'];

const PAGE_LIMIT = 15;

/**
 * The message tab: notifications a page at a time (guests see the shop's notices), a filter by
 * kind, and marking read. Loaded pages stay as they came until their tag is invalidated, so what
 * the shopper has opened or marked is overlaid here until they are fetched again.
 */
export function useNoticeList() {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const msgNum = useAppSelector(selectMsgNum);
  const [filter, setFilter] = useState<NoticeFilter>('all');
  const args = useMemo(() => (filter === 'all' ? { limit: PAGE_LIMIT } : { type: filter, limit: PAGE_LIMIT }), [filter]);
  const list = useInfiniteList(useSystemNotificationPagesInfiniteQuery(args));
  // The badge's source, asked again each time the tab opens: the app-wide subscription polls only
  // once a minute, and coming back from a message the list should not sit beside a count that
  // predates a message the shop sent meanwhile.
  useSystemNotificationUnreadQuantityQuery(undefined, { skip: !loggedIn, refetchOnMountOrArgChange: true });
  const [see] = useSystemNotificationSeeMutation();
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set());
  const [allReadUpTo, setAllReadUpTo] = useState(0);

  const items = useMemo(
    () =>
      list.items.map((n) =>
        n.is_read || opened.has(n.id) || n.create_time <= allReadUpTo ? (n.is_read ? n : { ...n, is_read: true }) : n,
      ),
    [allReadUpTo, list.items, opened],
  );

  /** Opening a message marks it read (the message page tells the server). */
  const noteOpened = useCallback(
    (id: number) => {
      if (loggedIn) setOpened((ids) => new Set(ids).add(id));
    },
    [loggedIn],
  );

  const markAll = useCallback(async () => {
    const newest = Math.max(0, ...list.items.map((n) => n.create_time));
    const result = await see({ all: true });
    if ('error' in result) return;
    setAllReadUpTo(newest);
    dispatch(toastRequested({ text: { message: noticeMessages.allMarkedRead }, icon: 'success' }));
  }, [dispatch, list.items, see]);
  const [markAllRead, marking] = useSingleFlight(markAll);

  const hasUnread = loggedIn && (msgNum > 0 || items.some((n) => !n.is_read));

  return { ...list, items, filter, setFilter, loggedIn, msgNum, hasUnread, markAllRead, marking, noteOpened };
}
