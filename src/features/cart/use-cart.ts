import { useCallback, useEffect, useMemo, useState } from 'react';
import { useCalculateShoppingPricesQuery, useCouponListQuery, useShoppingCartListQuery, useShoppingCartMutation } from '@/api/commodity/endpoints';
import type { CartGroup, CartLine, Coupon, Id } from '@/api/types';
import { CART_DRAFT_SOURCE, readCheckoutDraft, writeCheckoutDraft } from '@/lib/checkout-draft';
import { selectQueuedCartChanges } from '@/state/cart-queue-slice';
import { selectIsOffline } from '@/state/connection-slice';
import { useAppSelector } from '@/state/hooks';
import { selectIsLoggedIn } from '@/state/session-slice';
import { couponUsability } from './cart-coupons';
import { allCheckState, selectedIds, toggleTarget } from './cart-math';
import { withQueuedChanges } from './cart-queue-overlay';

const NO_GROUPS: CartGroup[] = [];
const NO_COUPONS: Coupon[] = [];
/** A shopper holds a handful of coupons; one page of this size shows them all. */
const COUPON_FETCH_LIMIT = 50;

/**
 * The cart's behaviour: the server's lines (refetched whenever the tab is shown again, so a
 * change on another device or a 304 shortfall is seen), selection at every level with an
 * optimistic cache, the coupon kept for checkout, and the prices of the selection.
 */
export function useCart() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  // The tab stays mounted (keep-alive); its effects re-run when it is shown, and with
  // refetchOnMountOrArgChange the list is fetched afresh each time.
  const list = useShoppingCartListQuery(undefined, { skip: !loggedIn, refetchOnMountOrArgChange: true });
  // Changes made offline and not sent yet show as the shopper made them.
  const waiting = useAppSelector(selectQueuedCartChanges);
  const offline = useAppSelector(selectIsOffline);
  const served = list.data?.list ?? NO_GROUPS;
  const groups = useMemo(() => withQueuedChanges(served, waiting), [served, waiting]);
  const ids = useMemo(() => selectedIds(groups), [groups]);

  const [couponId, setCouponId] = useState<Id | null>(() => readCheckoutDraft(CART_DRAFT_SOURCE).couponId);
  // Kept for checkout (the confirmation page reads the cart's draft).
  useEffect(() => {
    writeCheckoutDraft(CART_DRAFT_SOURCE, { ...readCheckoutDraft(CART_DRAFT_SOURCE), couponId });
  }, [couponId]);

  // Prices without the coupon first: they say which coupons apply (threshold, and the scope only
  // the server knows). Only then is it sent, because the server refuses (with a dialog) a coupon
  // that does not apply.
  const base = useCalculateShoppingPricesQuery({ cart_ids: ids, coupon_id: null }, { skip: !loggedIn || ids.length === 0 });
  const coupons = useCouponListQuery({ status: 'unused', page: 1, limit: COUPON_FETCH_LIMIT }, { skip: !loggedIn });
  const [now] = useState(() => Math.floor(Date.now() / 1000));
  const chosen = coupons.data?.list.find((c) => c.id === couponId);
  const couponFits = !!chosen && !!base.data && couponUsability(chosen, base.data.goods_amount, now, base.data.usable_coupon_ids) === 'usable';
  const withCoupon = useCalculateShoppingPricesQuery(
    { cart_ids: ids, coupon_id: couponId },
    { skip: !loggedIn || ids.length === 0 || !couponFits },
  );
  // The server still refused it (it changed between the two answers): the choice is dropped, as its dialog said.
  if (withCoupon.isError && couponId !== null) setCouponId(null);
  const prices = couponFits ? (withCoupon.data ?? base.data) : base.data;

  const [updateCart] = useShoppingCartMutation();

  // Shown at once: the endpoint patches the cached list and puts it back if the server refuses.
  const setSelected = useCallback(
    (lineIds: Id[], selected: boolean) => {
      if (lineIds.length === 0) return;
      void updateCart({ ids: lineIds, selected });
    },
    [updateCart],
  );

  const toggleLines = useCallback(
    (lines: readonly CartLine[]) => {
      const target = toggleTarget(lines);
      setSelected(target.ids, target.selected);
    },
    [setSelected],
  );

  const allLines = useMemo(() => groups.flatMap((g) => g.lines), [groups]);
  const toggleAll = useCallback(() => toggleLines(allLines), [toggleLines, allLines]);

  return {
    loggedIn,
    offline,
    /** Cart changes waiting on the device to be sent. */
    waitingChanges: waiting.length,
    list,
    groups,
    selectedIds: ids,
    allState: allCheckState(groups),
    toggleLines,
    toggleAll,
    couponId,
    setCouponId,
    coupons: coupons.data?.list ?? NO_COUPONS,
    couponsLoading: coupons.isLoading,
    now,
    // Prices of a previous selection would mislead; nothing selected shows nothing.
    prices: ids.length === 0 ? undefined : prices,
    pricesFetching: base.isFetching || withCoupon.isFetching,
  };
}

export type CartModel = ReturnType<typeof useCart>;
