import type { Call, Empty, Id, ListOf, Money, NoParams, PageRequest, Paged } from '../contract';
import type {
  CartCountResult,
  Coupon,
  CouponStatus,
  NotRemindedCouponListResult,
  CartPriceCalculation,
  SelectedShoppingCartResult,
  ShoppingCartListResult,
} from './cart-responses';
import type {
  Activity,
  Batch,
  BatchGoods,
  BatchTimeSlot,
  CollectResult,
  CommodityCategory,
  CommodityListResult,
  GoodsCard,
  GoodsDetail,
  Label,
  SearchHistoryEntry,
} from './responses';

/** What the commodity group sends. */

export type GoodsSort = 'default' | 'sales' | 'price_asc' | 'price_desc' | 'new';

/**
 * /api/commodity/commodityList: the catalogue, search results and favourites
 * (`is_collect: true` lists only the shopper's favourites). `keyword` matches the goods' names,
 * its code and its specs' codes (`sku`), so the code on a tag finds its goods. Searching records
 * the keyword in the search history.
 */
export interface CommodityListRequest extends PageRequest {
  keyword?: string;
  category_id?: Id;
  label_id?: Id;
  sort?: GoodsSort;
  min_price?: Money;
  max_price?: Money;
  is_collect?: boolean;
  /**
   * The shop's addition: `false` asks the server not to keep `keyword` in the search history
   * (quick order looks codes up by the hundred; they are not the buyer's searches). A server
   * that does not know the field records them as any search.
   */
  record_search?: boolean;
}

/** /api/commodity/commodityCategoryList: the sub-categories of one category. */
export interface CommodityCategoryListRequest {
  parent_id: Id;
}

/** /api/commodity/commodityDetails. */
export interface CommodityDetailsRequest {
  id: Id;
}

/** /api/commodity/recommendCommodityList: 'you may also like'; with commodity_id, goods like that one. */
export interface RecommendCommodityListRequest extends PageRequest {
  commodity_id?: Id;
}

/** /api/commodity/collect: set or clear a favourite (explicit, not a toggle, so a retry is harmless). */
export interface CollectRequest {
  commodity_id: Id;
  collect: boolean;
}

/** /api/commodity/SearchHistoryDelete: one entry, or all (`all: true`). */
export type SearchHistoryDeleteRequest = { id: Id } | { all: true };

/** One spec and quantity of one goods, as the client asks for it. */
export interface SpecQuantity {
  specs_id: Id;
  quantity: number;
}

/** /api/commodity/shoppingCartAdd: several specs of one goods at once (the spec picker). */
export interface ShoppingCartAddRequest {
  commodity_id: Id;
  items: SpecQuantity[];
}

/** /api/commodity/shoppingCart: change a cart line's quantity and/or selection. */
export interface ShoppingCartUpdateRequest {
  /** Cart line ids. */
  ids: Id[];
  /** New quantity (only with one id). */
  quantity?: number;
  selected?: boolean;
}

/** /api/commodity/delSpecsShoppingCart: remove cart lines. */
export interface DelSpecsShoppingCartRequest {
  ids: Id[];
}

/** A line of a price calculation request: explicit quantities, or cart lines. */
export interface PricedItem {
  commodity_id: Id;
  specs_id: Id;
  quantity: number;
}

/**
 * /api/commodity/calculateShoppingPrices: the cart's selected lines (`cart_ids`) or explicit
 * items (buy now); a coupon when one is chosen. The server is the authority on prices.
 */
export interface CalculatePricesRequest {
  cart_ids?: Id[];
  items?: PricedItem[];
  coupon_id?: Id | null;
}

/** /api/commodity/coupon_list. */
export interface CouponListRequest extends PageRequest {
  status: CouponStatus;
}
/** /api/commodity/openDelayedSecondRebateCoupon: answers the opened coupon. */
export interface OpenDelayedCouponRequest {
  id: Id;
}
/** /api/commodity/setRemind: mark coupons as shown, so the pop-up does not return. */
export interface SetRemindRequest {
  ids: Id[];
}

/** /api/commodity/batchList: the batches of one slot. */
export interface BatchListRequest {
  time_id: Id;
}
/** /api/commodity/batchCommodityList: the goods of one batch, at the batch price. */
export interface BatchCommodityListRequest extends PageRequest {
  batch_id: Id;
}

/** The commodity group's paths, their requests and answers. */
export interface CommodityPaths {
  '/api/commodity/commodityList': Call<CommodityListRequest, CommodityListResult>;
  '/api/commodity/commodityCategoryList': Call<CommodityCategoryListRequest, ListOf<CommodityCategory>>;
  '/api/commodity/commodityDetails': Call<CommodityDetailsRequest, GoodsDetail>;
  '/api/commodity/shoppingCartAdd': Call<ShoppingCartAddRequest, CartCountResult>;
  '/api/commodity/shoppingCart': Call<ShoppingCartUpdateRequest, CartCountResult>;
  '/api/commodity/shoppingCartList': Call<NoParams, ShoppingCartListResult>;
  '/api/commodity/shoppingCartCount': Call<NoParams, CartCountResult>;
  '/api/commodity/coupon_list': Call<CouponListRequest, Paged<Coupon>>;
  '/api/commodity/SearchHistoryList': Call<NoParams, ListOf<SearchHistoryEntry>>;
  '/api/commodity/SearchHistoryDelete': Call<SearchHistoryDeleteRequest, Empty>;
  '/api/commodity/collect': Call<CollectRequest, CollectResult>;
  '/api/commodity/recommendCommodityList': Call<RecommendCommodityListRequest, Paged<GoodsCard>>;
  '/api/commodity/labelList': Call<NoParams, ListOf<Label>>;
  '/api/commodity/calculateShoppingPrices': Call<CalculatePricesRequest, CartPriceCalculation>;
  '/api/commodity/delSpecsShoppingCart': Call<DelSpecsShoppingCartRequest, CartCountResult>;
  '/api/commodity/batchTimeList': Call<NoParams, ListOf<BatchTimeSlot>>;
  '/api/commodity/batchList': Call<BatchListRequest, ListOf<Batch>>;
  '/api/commodity/activityList': Call<NoParams, ListOf<Activity>>;
  '/api/commodity/batchCommodityList': Call<BatchCommodityListRequest, Paged<BatchGoods>>;
  '/api/commodity/notRemindedCouponList': Call<NoParams, NotRemindedCouponListResult>;
  '/api/commodity/openDelayedSecondRebateCoupon': Call<OpenDelayedCouponRequest, Coupon>;
  '/api/commodity/setRemind': Call<SetRemindRequest, Empty>;
  '/api/Commodity/getSelectedShoppingCart': Call<NoParams, SelectedShoppingCartResult>;
}
