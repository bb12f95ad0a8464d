import { useSyncExternalStore } from 'react';
import { readLists, subscribeLists, type SavedList } from '@/lib/saved-lists';
import { useAppSelector } from '@/state/hooks';

const NONE: SavedList[] = [];

/** The logged-in account's reorder lists on this device, following every change. */
export function useSavedLists(): { userId: number; lists: SavedList[] } {
  const userId = useAppSelector((state) => state.session.user_info?.id ?? 0);
  const lists = useSyncExternalStore(subscribeLists, () => (userId ? readLists(userId) : NONE));
  return { userId, lists };
}
