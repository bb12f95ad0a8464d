import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readLists, type ListItem } from '@/lib/saved-lists';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import { qoMessages as m } from './quick-order-messages';

/**
 * `?list=<id>` (a reorder list's "add to cart"): its lines join the quick order, merged with any
 * already there, and go through the same review. The parameter is then dropped, so a reload
 * does not add the list twice.
 */
export function useListFromQuery(userId: number, addItems: (items: ListItem[]) => void): void {
  const [params, setParams] = useSearchParams();
  const dispatch = useAppDispatch();
  const id = params.get('list');
  useEffect(() => {
    if (!id || !userId) return;
    const list = readLists(userId).find((l) => l.id === id);
    if (list) {
      addItems(list.items);
      dispatch(toastRequested({ text: { message: m.listAdded, values: { name: list.name, count: list.items.length } } }));
    } else {
      dispatch(toastRequested({ text: { message: m.listMissing } }));
    }
    setParams((p) => {
      p.delete('list');
      return p;
    }, { replace: true });
  }, [id, userId, addItems, dispatch, setParams]);
}
