import type { Dispatch } from '@reduxjs/toolkit';
import type { TypedMutationOnQueryStarted } from '@reduxjs/toolkit/query';
import { ignored } from '@/lib/check';
import { cartCountReceived } from '@/state/cart-slice';
import { api } from '../api';
import type { baseQuery } from '../base-query';
import { mutation, onFulfilled, pagedQuery, query } from '../define';
import {
  isCartCount,
  isCartGroupList,
  isCoupon,
  isCouponList,
  isCouponPage,
  isCartPriceCalculation,
  type CartCountResult,
  type CartGroup,
} from './cart-responses';
import type { ShoppingCartUpdateRequest } from './requests';
import {
  isActivityList,
  isBatchGoodsPage,
  isBatchList,
  isBatchTimeList,
  isCollectResult,
  isCommodityCategoryList,
  isGoodsDetail,
  isGoodsPage,
  isLabelList,
  isSearchHistory,
  type GoodsCard,
} from './responses';

/** carNum follows every answer that carries the cart count, without waiting for a refetch. */
const cartCountFollows = onFulfilled<CartCountResult>((data, dispatch) => dispatch(cartCountReceived(data.count)));

const goodsListTag = { type: 'Goods' as const, id: 'LIST' };
/**
 * A one-page list (a batch's goods, a line sheet's candidates) tags each goods it holds, so an
 * order or a favourite set on one of them refreshes it: one page, one call.
 */
const goodsTags = (list: GoodsCard[] | undefined) => [goodsListTag, ...(list ?? []).map((g) => ({ type: 'Goods' as const, id: g.id }))];
/**
 * A growing list (every page of a search, a category, the recommendations) is tagged as a whole,
 * not goods by goods: its cards show nothing a favourite or an order changes (name, picture,
 * prices, labels, minimum quantity). A tag per row made every landed page rewrite RTK's tag index
 * for every row held (paging through 10 000 goods took a quarter longer), and one favourite set
 * refetched every loaded page of every list that held the goods.
 */
const growingListTags = [goodsListTag];
const favouritesOf = (arg: { is_collect?: boolean }) => (arg.is_collect ? (['Favourites'] as const) : []);

/** A keyword search is recorded server-side: the history shown next time must include it. */
async function searchRecorded(
  arg: { keyword?: string; record_search?: boolean },
  { dispatch, queryFulfilled }: { dispatch: Dispatch; queryFulfilled: Promise<unknown> },
): Promise<void> {
  if (!arg.keyword || arg.record_search === false) return;
  await queryFulfilled.then(
    () => dispatch(api.util.invalidateTags(['SearchHistory'])),
    () => undefined,
  );
}

const cartWrite = ['Cart', 'CartCount'] as const;

/** The cart's groups as the server will have them after a `shoppingCart` write (selection and/or quantity). */
export function cartEdited(groups: readonly CartGroup[], edit: ShoppingCartUpdateRequest): CartGroup[] {
  const ids = new Set(edit.ids);
  const apply = (line: CartGroup['lines'][number]) => ({
    ...line,
    ...(edit.selected !== undefined && { selected: edit.selected }),
    ...(edit.quantity !== undefined && { quantity: edit.quantity }),
  });
  return groups.map((g) => ({ ...g, lines: g.lines.map((l) => (ids.has(l.id) ? apply(l) : l)) }));
}

/**
 * A cart write shows at once (redux-essentials' optimistic update): the cached list is patched
 * as the write starts and put back if the server refuses it (the baseQuery has said why). carNum
 * follows the answer's count.
 */
const cartEditShown: TypedMutationOnQueryStarted<CartCountResult, ShoppingCartUpdateRequest, typeof baseQuery, 'api'> = async (
  edit,
  { dispatch, queryFulfilled },
) => {
  const patch = dispatch(
    commodityApi.util.updateQueryData('shoppingCartList', undefined, (draft) => {
      draft.list = cartEdited(draft.list, edit);
    }),
  );
  try {
    const { data } = await queryFulfilled;
    dispatch(cartCountReceived(data.count));
  } catch {
    patch.undo();
  }
};

/** The catalogue group: goods, cart, prices, coupons, search history, batches and activities. */
export const commodityApi = api.injectEndpoints({
  endpoints: (build) => ({
    commodityList: query(build, '/api/commodity/commodityList', isGoodsPage, {
      providesTags: (result, _error, arg) => [...goodsTags(result?.list), ...favouritesOf(arg)],
      onQueryStarted: searchRecorded,
    }),
    // The growing lists (search results, a category, favourites) over the same call: all their
    // loaded pages in one entry (define.ts pagedQuery); single reads above keep the plain call.
    commodityListPages: pagedQuery(build, '/api/commodity/commodityList', isGoodsPage, {
      providesTags: (_result, _error, arg) => [...growingListTags, ...favouritesOf(arg)],
      onQueryStarted: searchRecorded,
    }),
    commodityCategoryList: query(build, '/api/commodity/commodityCategoryList', isCommodityCategoryList),
    commodityDetails: query(build, '/api/commodity/commodityDetails', isGoodsDetail, {
      providesTags: (_result, _error, arg) => [{ type: 'Goods', id: arg.id }],
    }),
    shoppingCartAdd: mutation(build, '/api/commodity/shoppingCartAdd', isCartCount, {
      invalidatesTags: [...cartWrite],
      onQueryStarted: cartCountFollows,
      extraOptions: { loading: true },
    }),
    shoppingCart: mutation(build, '/api/commodity/shoppingCart', isCartCount, {
      invalidatesTags: [...cartWrite],
      onQueryStarted: cartEditShown,
    }),
    shoppingCartList: query(build, '/api/commodity/shoppingCartList', isCartGroupList, { providesTags: ['Cart'] }),
    shoppingCartCount: query(build, '/api/commodity/shoppingCartCount', isCartCount, {
      providesTags: ['CartCount'],
      onQueryStarted: cartCountFollows,
    }),
    couponList: query(build, '/api/commodity/coupon_list', isCouponPage, { providesTags: ['Coupons'] }),
    couponListPages: pagedQuery(build, '/api/commodity/coupon_list', isCouponPage, { providesTags: ['Coupons'] }),
    searchHistoryList: query(build, '/api/commodity/SearchHistoryList', isSearchHistory, {
      providesTags: ['SearchHistory'],
    }),
    searchHistoryDelete: mutation(build, '/api/commodity/SearchHistoryDelete', ignored, {
      invalidatesTags: ['SearchHistory'],
    }),
    collect: mutation(build, '/api/commodity/collect', isCollectResult, {
      invalidatesTags: (_result, _error, arg) => [{ type: 'Goods', id: arg.commodity_id }, 'Favourites'],
    }),
    recommendCommodityList: pagedQuery(build, '/api/commodity/recommendCommodityList', isGoodsPage, {
      providesTags: growingListTags,
    }),
    labelList: query(build, '/api/commodity/labelList', isLabelList),
    // A read of the server's prices (a POST like all): cached per selection, fresh after cart writes.
    calculateShoppingPrices: query(build, '/api/commodity/calculateShoppingPrices', isCartPriceCalculation, {
      providesTags: ['Cart', 'Coupons', 'User'],
    }),
    delSpecsShoppingCart: mutation(build, '/api/commodity/delSpecsShoppingCart', isCartCount, {
      invalidatesTags: [...cartWrite],
      onQueryStarted: cartCountFollows,
      extraOptions: { loading: true },
    }),
    batchTimeList: query(build, '/api/commodity/batchTimeList', isBatchTimeList),
    batchList: query(build, '/api/commodity/batchList', isBatchList),
    activityList: query(build, '/api/commodity/activityList', isActivityList),
    batchCommodityList: query(build, '/api/commodity/batchCommodityList', isBatchGoodsPage, {
      providesTags: (result) => goodsTags(result?.list),
    }),
    notRemindedCouponList: query(build, '/api/commodity/notRemindedCouponList', isCouponList, {
      providesTags: ['Coupons'],
    }),
    openDelayedSecondRebateCoupon: mutation(build, '/api/commodity/openDelayedSecondRebateCoupon', isCoupon, {
      invalidatesTags: ['Coupons'],
      extraOptions: { loading: true },
    }),
    // Bookkeeping after the coupon pop-up was seen: a failure is not worth a dialog.
    setRemind: mutation(build, '/api/commodity/setRemind', ignored, {
      invalidatesTags: ['Coupons'],
      extraOptions: { silent: true },
    }),
    getSelectedShoppingCart: query(build, '/api/Commodity/getSelectedShoppingCart', isCartGroupList, {
      providesTags: ['Cart'],
    }),
  }),
});

export const {
  useCommodityListQuery,
  useCommodityListPagesInfiniteQuery,
  useCommodityCategoryListQuery,
  useCommodityDetailsQuery,
  useShoppingCartAddMutation,
  useShoppingCartMutation,
  useShoppingCartListQuery,
  useShoppingCartCountQuery,
  useCouponListQuery,
  useCouponListPagesInfiniteQuery,
  useSearchHistoryListQuery,
  useSearchHistoryDeleteMutation,
  useCollectMutation,
  useRecommendCommodityListInfiniteQuery,
  useLabelListQuery,
  useCalculateShoppingPricesQuery,
  useDelSpecsShoppingCartMutation,
  useBatchTimeListQuery,
  useBatchListQuery,
  useActivityListQuery,
  useBatchCommodityListQuery,
  useNotRemindedCouponListQuery,
  useOpenDelayedSecondRebateCouponMutation,
  useSetRemindMutation,
  useGetSelectedShoppingCartQuery,
} = commodityApi;
