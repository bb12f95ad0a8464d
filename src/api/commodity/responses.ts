import { arr, bool, lit, money, num, obj, str, type Infer } from '@/lib/check';
import { linkShape } from '../common/responses';
import { listOf, paged, type Paged } from '../contract';

/** Answers of the commodity group about goods, batches and activities (cart, prices, coupons: cart-responses.ts). */

/** /api/commodity/labelList: tags shown on goods cards ('New', 'Hot', …). */
export const isLabel = obj({
  id: num,
  name: str,
  /** CSS colour of the tag. */
  color: str,
});
export type Label = Infer<typeof isLabel>;
export const isLabelList = listOf(isLabel);

/**
 * Wholesale price tiers of one goods. The tier is chosen by the TOTAL quantity of that goods
 * across all its specs in the cart or order: the highest `min_qty` not above the total.
 * Sorted by min_qty ascending; the first tier's min_qty equals the goods' min_order_qty.
 */
export const isPriceTier = obj({
  min_qty: num,
  /** Price of one piece at this tier. */
  price: money,
});
export type PriceTier = Infer<typeof isPriceTier>;

/** A spec option (one plating colour, or one size). */
const isSpecOption = obj({
  id: num,
  name: str,
  /** Swatch colour for platings ('#d4af37'); '' for sizes. */
  color: str,
});
export type SpecOption = Infer<typeof isSpecOption>;

/** One sellable combination: plating colour × size, with its own stock. */
const isGoodsSpec = obj({
  id: num,
  plating_id: num,
  size_id: num,
  /** Display title, e.g. '18K Gold / 7'. The 304 answer's specs_title is this. */
  title: str,
  stock: num,
  sku: str,
  /** Picture of this plating; '' to use the goods cover. */
  image: str,
});
export type GoodsSpec = Infer<typeof isGoodsSpec>;

/** A goods in lists (catalogue, search, recommendations, favourites). */
const goodsCardShape = {
  id: num,
  title: str,
  /** Cover picture. */
  image: str,
  /** The lowest tier price ('from'). */
  price: money,
  /** The first-tier price, struck through when `price` is lower; equals price when there is one tier. */
  original_price: money,
  min_order_qty: num,
  labels: arr(isLabel),
  sales: num,
  is_collect: bool,
};
export const isGoodsCard = obj(goodsCardShape);
export type GoodsCard = Infer<typeof isGoodsCard>;
export const isGoodsPage = paged(isGoodsCard);
export type CommodityListResult = Paged<GoodsCard>;

export const goodsStatus = lit('on_sale', 'off_shelf');
export type GoodsStatus = Infer<typeof goodsStatus>;

/** /api/commodity/commodityDetails. */
export const isGoodsDetail = obj({
  ...goodsCardShape,
  images: arr(str),
  video: str,
  price_tiers: arr(isPriceTier),
  platings: arr(isSpecOption),
  sizes: arr(isSpecOption),
  specs: arr(isGoodsSpec),
  /** Sum of all specs' stock. */
  stock: num,
  category_ids: arr(num),
  /** Rich text: sanitise before rendering. */
  description: str,
  status: goodsStatus,
  /** Unit shown after quantities ('pcs', 'pairs'). */
  unit: str,
  appraise_count: num,
});
export type GoodsDetail = Infer<typeof isGoodsDetail>;

/** /api/commodity/commodityCategoryList: the sub-categories of one category, with goods counts (classList). */
const isCommodityCategory = obj({ id: num, name: str, image: str, goods_count: num });
export type CommodityCategory = Infer<typeof isCommodityCategory>;
export const isCommodityCategoryList = listOf(isCommodityCategory);

/** /api/commodity/collect. */
export const isCollectResult = obj({ is_collect: bool });
export type CollectResult = Infer<typeof isCollectResult>;

/** /api/commodity/SearchHistoryList: the shopper's recent keywords, newest first. */
const isSearchHistoryEntry = obj({ id: num, keyword: str, create_time: num });
export type SearchHistoryEntry = Infer<typeof isSearchHistoryEntry>;
export const isSearchHistory = listOf(isSearchHistoryEntry);

export const timedStatus = lit('upcoming', 'ongoing', 'ended');
export type TimedStatus = Infer<typeof timedStatus>;

/** /api/commodity/batchTimeList: the time slots batches open in (e.g. today 10:00, 14:00, 20:00). */
const isBatchTimeSlot = obj({
  id: num,
  /** Label such as '10:00'. */
  title: str,
  start_time: num,
  end_time: num,
  status: timedStatus,
});
export type BatchTimeSlot = Infer<typeof isBatchTimeSlot>;
export const isBatchTimeList = listOf(isBatchTimeSlot);

/** /api/commodity/batchList: the batches of one slot. */
const isBatch = obj({
  id: num,
  time_id: num,
  title: str,
  image: str,
  start_time: num,
  end_time: num,
  status: timedStatus,
  goods_count: num,
});
export type Batch = Infer<typeof isBatch>;
export const isBatchList = listOf(isBatch);

/** /api/commodity/batchCommodityList: the goods of one batch, at the batch price. */
const isBatchGoods = obj({
  ...goodsCardShape,
  batch_price: money,
  batch_stock: num,
  sold: num,
  /** Most pieces one shopper may buy in this batch; 0 = no limit. */
  limit_qty: num,
});
export type BatchGoods = Infer<typeof isBatchGoods>;
export const isBatchGoodsPage = paged(isBatchGoods);

/** /api/commodity/activityList: promotions shown on the home page. */
const isActivity = obj({
  id: num,
  title: str,
  image: str,
  description: str,
  start_time: num,
  end_time: num,
  status: timedStatus,
  ...linkShape,
});
export type Activity = Infer<typeof isActivity>;
export const isActivityList = listOf(isActivity);
