import type { Coupon, UnixTime } from '@/api/types';
import { toAmount } from '@/lib/money';

export type CouponUsability = 'usable' | 'below_threshold' | 'not_started' | 'expired' | 'not_opened' | 'used';

/** Whether an unused coupon applies to a goods amount now; the reason when it does not. */
export function couponUsability(coupon: Coupon, goodsAmount: string, now: UnixTime): CouponUsability {
  if (coupon.status === 'used') return 'used';
  if (coupon.status === 'expired' || coupon.end_time < now) return 'expired';
  if (coupon.delayed && !coupon.delayed.opened) return 'not_opened';
  if (coupon.start_time > now) return 'not_started';
  if (toAmount(goodsAmount) < toAmount(coupon.threshold)) return 'below_threshold';
  return 'usable';
}

/** Usable first, then the rest; within each, the order the server gave. */
export function sortCoupons(coupons: readonly Coupon[], goodsAmount: string, now: UnixTime) {
  const rated = coupons.map((coupon) => ({ coupon, usability: couponUsability(coupon, goodsAmount, now) }));
  return [...rated.filter((r) => r.usability === 'usable'), ...rated.filter((r) => r.usability !== 'usable')];
}
