import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { OrderSummary } from '@/api/types';
import { readCsvFile } from '@/lib/csv-lines';
import { buyerLinks } from '@/lib/buyer-links';
import { createList, MAX_LISTS, readLists, type ListItem, type ListSource } from '@/lib/saved-lists';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectCurLang } from '@/state/lang-slice';
import { toastRequested } from '@/state/ui-slice';
import { itemsFromCart, itemsFromFavourites, itemsFromOrder } from './list-sources';
import { rlMessages as m } from './reorder-lists-messages';

/**
 * Making a list from the cart, the favourites, a past order or a CSV file, then opening it.
 * `?from=cart` (the cart's "Save as a list") starts at once.
 */
export function useNewList(userId: number) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const lang = useAppSelector(selectCurLang);
  const [busy, setBusy] = useState(false);
  const today = intl.formatDate(new Date(), { dateStyle: 'medium' });

  const save = useCallback(
    async (source: ListSource, name: string, load: () => Promise<ListItem[]>) => {
      if (readLists(userId).length >= MAX_LISTS) {
        dispatch(toastRequested({ text: { message: m.tooMany } }));
        return;
      }
      setBusy(true);
      try {
        const items = await load();
        const saved = createList(userId, { name, source, items });
        if (!saved) {
          dispatch(toastRequested({ text: { message: m.nothingToSave } }));
          return;
        }
        dispatch(toastRequested({ text: { message: m.created, values: { name: saved.name } } }));
        void navigate(buyerLinks.reorderListInfo(saved.id), { replace: false });
      } catch {
        // The API layer has said what went wrong (dialog or toast).
      } finally {
        setBusy(false);
      }
    },
    [dispatch, navigate, userId],
  );

  const fromCart = useCallback(() => save('cart', intl.formatMessage(m.nameCart, { date: today }), () => itemsFromCart(dispatch)), [save, intl, today, dispatch]);
  const fromFavourites = () => save('favourites', intl.formatMessage(m.nameFavourites, { date: today }), () => itemsFromFavourites(dispatch));
  const fromOrder = (order: OrderSummary) => save('order', intl.formatMessage(m.nameOrder, { sn: order.order_sn }), () => itemsFromOrder(dispatch, order));
  const fromCsv = async (file: File) => {
    const read = await readCsvFile(file, lang);
    if (!read.ok) {
      dispatch(toastRequested({ text: { message: m.nothingToSave } }));
      return;
    }
    const name = file.name.replace(/\.[^.]+$/u, '') || intl.formatMessage(m.untitled);
    await save('csv', name, () => Promise.resolve(read.read.lines.map((l) => ({ code: l.code, quantity: l.quantity }))));
  };

  const [params, setParams] = useSearchParams();
  const started = useRef(false);
  useEffect(() => {
    if (params.get('from') !== 'cart' || started.current || !userId) return;
    started.current = true;
    setParams({}, { replace: true });
    void fromCart();
  }, [params, setParams, fromCart, userId]);

  return { busy, fromCart, fromFavourites, fromOrder, fromCsv };
}
