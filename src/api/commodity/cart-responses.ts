import { arr, bool, lit, money, nullable, num, obj, str, type Infer } from '@/lib/check';
import { listOf, paged, type ListOf } from '../contract';
import { isPriceTier } from './responses';

/** Answers of the commodity group about the cart, prices and coupons, each written once as its check. */

/** Every cart write answers the new cart count (distinct lines), so the badge follows at once. */
export const isCartCount = obj({ count: num });
export type CartCountResult = Infer<typeof isCartCount>;

export const cartLineProblem = lit('off_shelf', 'out_of_stock', 'spec_removed');
export type CartLineProblem = Infer<typeof cartLineProblem>;

/** One spec of one goods in the cart. */
const isCartLine = obj({
  /** The cart line id. */
  id: num,
  commodity_id: num,
  specs_id: num,
  specs_title: str,
  image: str,
  quantity: num,
  stock: num,
  selected: bool,
  /** Why the line cannot be ordered; null when it can. */
  problem: nullable(cartLineProblem),
});
export type CartLine = Infer<typeof isCartLine>;

/** The cart lines of one goods, with what the tier depends on. */
const isCartGroup = obj({
  commodity_id: num,
  title: str,
  image: str,
  min_order_qty: num,
  price_tiers: arr(isPriceTier),
  lines: arr(isCartLine),
});
export type CartGroup = Infer<typeof isCartGroup>;
/** /api/commodity/shoppingCartList (every line, grouped by goods) and getSelectedShoppingCart (only the selected, orderable lines). */
export const isCartGroupList = listOf(isCartGroup);
export type ShoppingCartListResult = ListOf<CartGroup>;
export type SelectedShoppingCartResult = ListOf<CartGroup>;

/** The price of one goods at its tier. */
const isPriceLine = obj({
  commodity_id: num,
  title: str,
  image: str,
  /** Total quantity of this goods across its specs: what the tier depends on. */
  quantity: num,
  /** Price of one piece at the reached tier. */
  tier_price: money,
  amount: money,
  /** 'Add N more for the next tier': null at the top tier. */
  next_tier: nullable(obj({ add_qty: num, price: money })),
  /** The quantity is below min_order_qty: the order cannot be placed until it is reached. */
  below_min_order: bool,
  min_order_qty: num,
  specs: arr(obj({ specs_id: num, specs_title: str, quantity: num, amount: money })),
});
export type PriceLine = Infer<typeof isPriceLine>;

/** The prices of a selection (the cart's, checkout's): the server is the authority on prices. */
const priceCalculationShape = {
  lines: arr(isPriceLine),
  total_qty: num,
  /** Sum of the lines' amounts. */
  goods_amount: money,
  coupon_id: nullable(num),
  coupon_discount: money,
  membership_level: num,
  membership_discount: money,
  freight: money,
  /** goods_amount − coupon_discount − membership_discount + freight. */
  total: money,
};
export const isPriceCalculation = obj(priceCalculationShape);
export type PriceCalculation = Infer<typeof isPriceCalculation>;

/**
 * /api/commodity/calculateShoppingPrices: the selection's prices, and which of the shopper's coupons
 * apply to it. Only the server knows a coupon's scope (a category's goods), so the cart offers
 * what it lists, as checkout offers confirmOrder's `coupons`.
 */
export const isCartPriceCalculation = obj({
  ...priceCalculationShape,
  /** Coupons that would apply to these goods priced without a coupon: scope, threshold, dates, opened. */
  usable_coupon_ids: arr(num),
});
export type CartPriceCalculation = Infer<typeof isCartPriceCalculation>;

export const couponStatus = lit('unused', 'used', 'expired');
export type CouponStatus = Infer<typeof couponStatus>;
/** amount: `value` off; discount: pay `value` × price (value '0.90'). */
export const couponType = lit('amount', 'discount');
export type CouponType = Infer<typeof couponType>;

export const isCoupon = obj({
  /** This shopper's coupon id. */
  id: num,
  title: str,
  type: couponType,
  value: money,
  /** Minimum goods amount for the coupon to apply; '0.00' for none. */
  threshold: money,
  start_time: num,
  end_time: num,
  status: couponStatus,
  /** Scope in words ('All goods', 'Earrings only'). */
  scope: str,
  /**
   * A delayed second-rebate coupon: earned by an order, it can be opened from `open_time` on;
   * until it is opened it cannot be used. null for an ordinary coupon.
   */
  delayed: nullable(obj({ open_time: num, opened: bool })),
  /** The shopper was already told of this coupon (the home pop-up). */
  reminded: bool,
  used_time: nullable(num),
  order_sn: nullable(str),
});
export type Coupon = Infer<typeof isCoupon>;
/** /api/commodity/coupon_list. */
export const isCouponPage = paged(isCoupon);
/** /api/commodity/notRemindedCouponList: coupons not yet shown in the home pop-up. */
export const isCouponList = listOf(isCoupon);
export type NotRemindedCouponListResult = ListOf<Coupon>;
