import type { CouponStatus } from '@/api/types';
import { ids, id, oneOf, page, paged } from '../lib/input';
import { reply, route } from '../lib/route';
import { couponStatus, isUsable, openDelayedCoupon, toCoupon, userCoupon } from '../rules/coupons';

const STATUSES: readonly CouponStatus[] = ['unused', 'used', 'expired'];

export const couponHandlers = [
  route('/api/commodity/coupon_list', 'user', (ctx) => {
    const status = oneOf(ctx.body, 'status', STATUSES, 'unused');
    const mine = ctx.db.coupons
      .filter((c) => c.userId === ctx.user.id && couponStatus(c) === status)
      .sort((a, b) => (status === 'unused' ? a.endTime - b.endTime : b.endTime - a.endTime) || b.id - a.id);
    return paged(mine.map((c) => toCoupon(ctx.db, c, ctx.locale)), page(ctx.body));
  }),
  // The home pop-up: unused coupons the shopper was not told of yet (unopened second rebates too).
  route('/api/commodity/notRemindedCouponList', 'user', (ctx) => ({
    list: ctx.db.coupons
      .filter((c) => c.userId === ctx.user.id && !c.reminded && couponStatus(c) === 'unused' && (isUsable(c) || c.delayed !== null))
      .map((c) => toCoupon(ctx.db, c, ctx.locale)),
  })),
  route('/api/commodity/setRemind', 'user', (ctx) => {
    const coupons = ids(ctx.body, 'ids').map((couponId) => userCoupon(ctx.db, ctx.user, couponId));
    for (const c of coupons) c.reminded = true;
    return null;
  }),
  route('/api/commodity/openDelayedSecondRebateCoupon', 'user', (ctx) => {
    const coupon = userCoupon(ctx.db, ctx.user, id(ctx.body));
    openDelayedCoupon(coupon);
    return reply(toCoupon(ctx.db, coupon, ctx.locale), 'Coupon opened');
  }),
];
