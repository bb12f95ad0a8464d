import { cartCountReceived } from '@/state/cart-slice';
import { api } from './api';
import { mutation, onFulfilled, query } from './define';
import type { CartCountResult, GoodsCard } from './types';
import { ignored } from './validate';
import {
  isActivityList,
  isBatchGoodsPage,
  isBatchList,
  isBatchTimeList,
  isCartCount,
  isCartGroupList,
  isCollectResult,
  isCommodityCategoryList,
  isCoupon,
  isCouponList,
  isCouponPage,
  isGoodsDetail,
  isGoodsPage,
  isLabelList,
  isPriceCalculation,
  isSearchHistory,
} from './validate-commodity';

/** carNum follows every answer that carries the cart count, without waiting for a refetch. */
const cartCountFollows = onFulfilled<CartCountResult>((data, dispatch) => dispatch(cartCountReceived(data.count)));

/** Each goods in a list is tagged, so a favourite set on one refreshes the lists that show it. */
const goodsTags = (result: { list: GoodsCard[] } | undefined) => [
  { type: 'Goods' as const, id: 'LIST' },
  ...(result?.list ?? []).map((g) => ({ type: 'Goods' as const, id: g.id })),
];

const cartWrite = ['Cart', 'CartCount'] as const;

/** The catalogue group: goods, cart, prices, coupons, search history, batches and activities. */
export const commodityApi = api.injectEndpoints({
  endpoints: (build) => ({
    commodityList: query(build, '/api/commodity/commodityList', isGoodsPage, {
      providesTags: (result, _error, arg) => [...goodsTags(result), ...(arg.is_collect ? (['Favourites'] as const) : [])],
      // A keyword search is recorded server-side: the history shown next time must include it.
      onQueryStarted: async (arg, { dispatch, queryFulfilled }) => {
        if (!arg.keyword || arg.record_search === false) return;
        await queryFulfilled.then(
          () => dispatch(api.util.invalidateTags(['SearchHistory'])),
          () => undefined,
        );
      },
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
      onQueryStarted: cartCountFollows,
    }),
    shoppingCartList: query(build, '/api/commodity/shoppingCartList', isCartGroupList, { providesTags: ['Cart'] }),
    shoppingCartCount: query(build, '/api/commodity/shoppingCartCount', isCartCount, {
      providesTags: ['CartCount'],
      onQueryStarted: cartCountFollows,
    }),
    couponList: query(build, '/api/commodity/coupon_list', isCouponPage, { providesTags: ['Coupons'] }),
    searchHistoryList: query(build, '/api/commodity/SearchHistoryList', isSearchHistory, {
      providesTags: ['SearchHistory'],
    }),
    searchHistoryDelete: mutation(build, '/api/commodity/SearchHistoryDelete', ignored, {
      invalidatesTags: ['SearchHistory'],
    }),
    collect: mutation(build, '/api/commodity/collect', isCollectResult, {
      invalidatesTags: (_result, _error, arg) => [{ type: 'Goods', id: arg.commodity_id }, 'Favourites'],
    }),
    recommendCommodityList: query(build, '/api/commodity/recommendCommodityList', isGoodsPage, {
      providesTags: goodsTags,
    }),
    labelList: query(build, '/api/commodity/labelList', isLabelList),
    // A read of the server's prices (a POST like all): cached per selection, fresh after cart writes.
    calculateShoppingPrices: query(build, '/api/commodity/calculateShoppingPrices', isPriceCalculation, {
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
      providesTags: goodsTags,
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
  useCommodityCategoryListQuery,
  useCommodityDetailsQuery,
  useShoppingCartAddMutation,
  useShoppingCartMutation,
  useShoppingCartListQuery,
  useShoppingCartCountQuery,
  useCouponListQuery,
  useSearchHistoryListQuery,
  useSearchHistoryDeleteMutation,
  useCollectMutation,
  useRecommendCommodityListQuery,
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
