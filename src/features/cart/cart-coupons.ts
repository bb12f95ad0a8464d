import type { Coupon, Id, UnixTime } from '@/api/types';
import { toAmount } from '@/lib/money';

export type CouponUsability = 'usable' | 'below_threshold' | 'not_covered' | 'not_started' | 'expired' | 'not_opened' | 'used';

/**
 * Whether an unused coupon applies to a goods amount now; the reason when it does not. The coupon's
 * own state is read here; whether it covers the goods (its scope is a category only the server
 * knows) is the server's `usable` list, when the selection has been priced.
 */
export function couponUsability(coupon: Coupon, goodsAmount: string, now: UnixTime, usable?: readonly Id[]): CouponUsability {
  if (coupon.status === 'used') return 'used';
  if (coupon.status === 'expired' || coupon.end_time < now) return 'expired';
  if (coupon.delayed && !coupon.delayed.opened) return 'not_opened';
  if (coupon.start_time > now) return 'not_started';
  if (usable?.includes(coupon.id)) return 'usable';
  if (toAmount(goodsAmount) < toAmount(coupon.threshold)) return 'below_threshold';
  return usable ? 'not_covered' : 'usable';
}

/** Usable first, then the rest; within each, the order the server gave. */
export function sortCoupons(coupons: readonly Coupon[], goodsAmount: string, now: UnixTime, usable?: readonly Id[]) {
  const rated = coupons.map((coupon) => ({ coupon, usability: couponUsability(coupon, goodsAmount, now, usable) }));
  return [...rated.filter((r) => r.usability === 'usable'), ...rated.filter((r) => r.usability !== 'usable')];
}
