import { useState } from 'react';
import {
  useCouponListPagesInfiniteQuery,
  useNotRemindedCouponListQuery,
  useOpenDelayedSecondRebateCouponMutation,
  useSetRemindMutation,
} from '@/api/commodity/endpoints';
import type { Coupon, CouponStatus } from '@/api/types';
import { PAGE_SIZE, useInfiniteList } from '@/components/use-infinite-list';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import { couponMessages as m } from './coupon-messages';

export const COUPON_TABS: CouponStatus[] = ['unused', 'used', 'expired'];

/** The coupon wallet: one tab per state, the newly received ones to acknowledge, opening delayed ones. */
export function useCoupons() {
  const dispatch = useAppDispatch();
  const [tab, setTab] = useState<CouponStatus>('unused');
  const list = useInfiniteList(useCouponListPagesInfiniteQuery({ status: tab, limit: PAGE_SIZE }));
  const fresh = useNotRemindedCouponListQuery();
  const [setRemind, remindState] = useSetRemindMutation();
  const [openCoupon, openState] = useOpenDelayedSecondRebateCouponMutation();
  const [openingId, setOpeningId] = useState<number | null>(null);

  const open = async (coupon: Coupon) => {
    if (openState.isLoading) return;
    setOpeningId(coupon.id);
    const result = await openCoupon({ id: coupon.id });
    setOpeningId(null);
    if (!('error' in result)) dispatch(toastRequested({ text: { message: m.opened }, icon: 'success' }));
  };

  const newCoupons = fresh.data?.list ?? [];
  const acknowledge = () => {
    if (newCoupons.length === 0 || remindState.isLoading) return;
    void setRemind({ ids: newCoupons.map((c) => c.id) });
  };

  return {
    tab,
    setTab,
    list,
    newCoupons,
    acknowledging: remindState.isLoading,
    acknowledge,
    openingId,
    open: (coupon: Coupon) => void open(coupon),
  };
}
