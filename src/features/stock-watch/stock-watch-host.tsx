import { useEffect, useRef } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { api } from '@/api/api';
import type { ApiError } from '@/api/base-query';
import { commodityApi } from '@/api/commodity/endpoints';
import type { GoodsDetail } from '@/api/types';
import { links } from '@/lib/links';
import { readWatches, subscribeWatches, updateWatches, type StockWatch } from '@/lib/stock-watches';
import { notify } from '@/lib/system-notification';
import type { UiText } from '@/lib/ui-text';
import { useAppDispatch, useAppSelector, type AppThunkDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import { swMessages as m } from './stock-watch-messages';
import { outcomeOf } from './watch-outcome';
import { WatchScheduler } from './watch-scheduler';

const TOAST_MS = 5000;

function backText(first: StockWatch, count: number): UiText {
  const { title } = first;
  if (count > 1) return { message: m.backMany, values: { title, count } };
  if (first.specTitle) return { message: m.backSpec, values: { title, spec: first.specTitle } };
  return { message: m.backGoods, values: { title } };
}

/** Asks the server about one goods, silently, and tells what came back. */
async function checkGoods(
  goodsId: number,
  userId: number,
  dispatch: AppThunkDispatch,
  tell: (goodsId: number, back: StockWatch[]) => void,
): Promise<void> {
  if (!readWatches(userId).some((w) => w.goodsId === goodsId && w.state === 'watching')) return;
  let goods: GoodsDetail | null;
  try {
    goods = await dispatch(
      commodityApi.endpoints.commodityDetails.initiate({ id: goodsId, call: { silent: true } }, { subscribe: false, forceRefetch: true }),
    ).unwrap();
  } catch (error) {
    // The server refused the goods (no such goods): its watches are gone. No answer: ask later.
    if ((error as ApiError).kind !== 'business') throw error;
    goods = null;
  }
  const { updates, back } = outcomeOf(readWatches(userId).filter((w) => w.goodsId === goodsId), goods);
  updateWatches(userId, updates);
  if (back.length > 0) tell(goodsId, back);
}

/**
 * Checks the account's stock watches while the shop is open (watch-scheduler.ts decides when)
 * and tells what is back: a toast on whatever page is open, and a system notification when the
 * shopper allowed them (tapping it opens the goods). A goods page on screen reads its stock again.
 * Loaded after the first paint, for a logged-in shopper only (app/hosts/stock-watch-slot.tsx).
 */
export default function StockWatchHost() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const userId = useAppSelector((state) => state.session.user_info?.id ?? 0);
  // The latest language and router, without restarting the schedule when they change.
  const live = useRef<{ intl: IntlShape; navigate: NavigateFunction }>({ intl, navigate });
  useEffect(() => {
    live.current = { intl, navigate };
  }, [intl, navigate]);

  useEffect(() => {
    if (!userId) return;
    const tell = (goodsId: number, back: StockWatch[]) => {
      const first = back.at(0);
      if (!first) return;
      dispatch(toastRequested({ text: backText(first, back.length), durationMs: TOAST_MS }));
      dispatch(api.util.invalidateTags([{ type: 'Goods', id: goodsId }]));
      const { intl: now } = live.current;
      const name = first.specTitle && back.length === 1 ? `${first.title} — ${first.specTitle}` : first.title;
      const stock = back.reduce((n, w) => n + (w.stock ?? 0), 0);
      notify(now.formatMessage(m.notificationTitle), now.formatMessage(m.notificationBody, { name, count: stock }), {
        tag: `stock-watch-${String(goodsId)}`,
        onClick: () => void live.current.navigate(links.goodsInfo(goodsId)),
      });
    };
    const scheduler = new WatchScheduler({
      now: () => Date.now(),
      setTimer: (run, ms) => window.setTimeout(run, ms),
      clearTimer: (timer) => window.clearTimeout(timer as number),
      isVisible: () => document.visibilityState !== 'hidden',
      check: (goodsId) => checkGoods(goodsId, userId, dispatch, tell),
    });
    const waiting = () => readWatches(userId).filter((w) => w.state === 'watching').map((w) => w.goodsId);
    scheduler.setGoods(waiting(), true);
    const unsubscribe = subscribeWatches(() => scheduler.setGoods(waiting(), false));
    const onVisibility = () => scheduler.visibilityChanged();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      unsubscribe();
      document.removeEventListener('visibilitychange', onVisibility);
      scheduler.stop();
    };
  }, [userId, dispatch]);

  return null;
}
