import type {
  Activity,
  Batch,
  BatchGoods,
  BatchTimeSlot,
  CartCountResult,
  CartGroup,
  CartLine,
  CollectResult,
  CommodityCategory,
  Coupon,
  GoodsCard,
  GoodsDetail,
  GoodsSpec,
  Label,
  PriceCalculation,
  PriceLine,
  PriceTier,
  SearchHistoryEntry,
  SpecOption,
} from './types';
import { arr, bool, lit, listOf, money, nullable, num, obj, paged, str, type Shape } from './validate';

/** Answer checks of the commodity group (and goods, cart, price and coupon shapes others reuse). */
export const isLabel = obj<Label>({ id: num, name: str, color: str });
export const isLabelList = listOf(isLabel);

const isPriceTier = obj<PriceTier>({ min_qty: num, price: money });
const isSpecOption = obj<SpecOption>({ id: num, name: str, color: str });
const isGoodsSpec = obj<GoodsSpec>({
  id: num,
  plating_id: num,
  size_id: num,
  title: str,
  stock: num,
  sku: str,
  image: str,
});

const goodsCardShape: Shape<GoodsCard> = {
  id: num,
  title: str,
  image: str,
  price: money,
  original_price: money,
  min_order_qty: num,
  labels: arr(isLabel),
  sales: num,
  is_collect: bool,
};
export const isGoodsCard = obj<GoodsCard>(goodsCardShape);
export const isGoodsPage = paged(isGoodsCard);

export const isGoodsDetail = obj<GoodsDetail>({
  ...goodsCardShape,
  images: arr(str),
  video: str,
  price_tiers: arr(isPriceTier),
  platings: arr(isSpecOption),
  sizes: arr(isSpecOption),
  specs: arr(isGoodsSpec),
  stock: num,
  category_ids: arr(num),
  description: str,
  status: lit('on_sale', 'off_shelf'),
  unit: str,
  appraise_count: num,
});

export const isCommodityCategoryList = listOf(
  obj<CommodityCategory>({ id: num, name: str, image: str, goods_count: num }),
);
export const isCollectResult = obj<CollectResult>({ is_collect: bool });
export const isSearchHistory = listOf(obj<SearchHistoryEntry>({ id: num, keyword: str, create_time: num }));

export const isCartCount = obj<CartCountResult>({ count: num });

const isCartLine = obj<CartLine>({
  id: num,
  commodity_id: num,
  specs_id: num,
  specs_title: str,
  image: str,
  quantity: num,
  stock: num,
  selected: bool,
  problem: nullable(lit('off_shelf', 'out_of_stock', 'spec_removed')),
});
export const isCartGroupList = listOf(
  obj<CartGroup>({
    commodity_id: num,
    title: str,
    image: str,
    min_order_qty: num,
    price_tiers: arr(isPriceTier),
    lines: arr(isCartLine),
  }),
);

const isPriceLine = obj<PriceLine>({
  commodity_id: num,
  title: str,
  image: str,
  quantity: num,
  tier_price: money,
  amount: money,
  next_tier: nullable(obj({ add_qty: num, price: money })),
  below_min_order: bool,
  min_order_qty: num,
  specs: arr(obj({ specs_id: num, specs_title: str, quantity: num, amount: money })),
});
export const isPriceCalculation = obj<PriceCalculation>({
  lines: arr(isPriceLine),
  total_qty: num,
  goods_amount: money,
  coupon_id: nullable(num),
  coupon_discount: money,
  membership_level: num,
  membership_discount: money,
  freight: money,
  total: money,
});

export const isCoupon = obj<Coupon>({
  id: num,
  title: str,
  type: lit('amount', 'discount'),
  value: money,
  threshold: money,
  start_time: num,
  end_time: num,
  status: lit('unused', 'used', 'expired'),
  scope: str,
  delayed: nullable(obj({ open_time: num, opened: bool })),
  reminded: bool,
  used_time: nullable(num),
  order_sn: nullable(str),
});
export const isCouponPage = paged(isCoupon);
export const isCouponList = listOf(isCoupon);

const timed = lit('upcoming', 'ongoing', 'ended');
export const isBatchTimeList = listOf(
  obj<BatchTimeSlot>({ id: num, title: str, start_time: num, end_time: num, status: timed }),
);
export const isBatchList = listOf(
  obj<Batch>({
    id: num,
    time_id: num,
    title: str,
    image: str,
    start_time: num,
    end_time: num,
    status: timed,
    goods_count: num,
  }),
);
export const isBatchGoodsPage = paged(
  obj<BatchGoods>({ ...goodsCardShape, batch_price: money, batch_stock: num, sold: num, limit_qty: num }),
);
export const isActivityList = listOf(
  obj<Activity>({
    id: num,
    title: str,
    image: str,
    description: str,
    start_time: num,
    end_time: num,
    status: timed,
    link_type: lit('none', 'goods', 'category', 'activity', 'batch', 'url'),
    link: str,
  }),
);
