import type { Dispatch } from '@reduxjs/toolkit';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { cartCountReceived } from '@/state/cart-slice';
import { ignored, type Check } from '@/lib/check';
import { isIdResult } from '../account/responses';
import { api } from '../api';
import { commodityApi } from '../commodity/endpoints';
import { mutation, onFulfilled, pagedQuery, query, rowsOf } from '../define';
import type { RequestOf, ResponseOf } from '../types';
import { isAfterSalesButton, isAfterSalesDetail, isAfterSalesPage, isConfirmAfterSales } from './after-sales-responses';
import type { OrderButtonPressRequest, OrderIdRequest, PlaceOrderRequest } from './requests';
import {
  isAgainOrder,
  isAgentList,
  isAppraisalPage,
  isConfirmOrder,
  isInvoicePage,
  isLogisticsCompanyList,
  isOrderButton,
  isOrderCounts,
  isOrderDetail,
  isOrderPage,
  isPlaceOrder,
  type AgainOrderResult,
  type PlaceOrderResult,
} from './responses';

const ORDER_LIST = { type: 'Orders', id: 'LIST' } as const;
const AFTER_SALES_LIST = { type: 'AfterSales', id: 'LIST' } as const;
const order = (id: number) => ({ type: 'Orders' as const, id });
const afterSales = (id: number) => ({ type: 'AfterSales' as const, id });
const busy = { extraOptions: { loading: true } } as const;

/**
 * Where an order's stock shortfall is fixed: buy-now lines are never in the cart, so a buy-now
 * preview or order goes back to its goods; a cart order to the cart. The 304 dialog and the
 * checkout page both lead there.
 */
export function shortfallTarget(request: { source?: unknown; commodity_id?: unknown } | null | undefined): string {
  const id = request?.commodity_id;
  if (request?.source === 'buy_now' && typeof id === 'number' && Number.isSafeInteger(id) && id > 0) return links.goodsInfo(id);
  return ROUTES.cart;
}
const shortfallTo = (body: unknown) => shortfallTarget(body as Parameters<typeof shortfallTarget>[0]);

/** /api/order/button: `{ id }` reads the order's actions, `{ id, action }` presses one. */
type ButtonResult = ResponseOf<'/api/order/button'>;
const buttonCall = (body: RequestOf<'/api/order/button'>) => ({
  url: '/api/order/button',
  body,
  validate: isOrderButton satisfies Check<ButtonResult>,
});

/**
 * A cancel gives the stock back (the cart's shortfalls may change) and the coupon it used; a
 * confirmed receipt changes only the order.
 */
const afterPress = (arg: OrderButtonPressRequest) => (arg.action === 'cancel' ? (['Cart', 'Coupons'] as const) : ([] as const));

/**
 * After a cancel, the goods of the order show their returned stock: their tags, read from the
 * order as the cache holds it (its detail, or a list page). Only those goods refetch, not every
 * list of the catalogue.
 */
async function goodsRestocked(
  arg: OrderButtonPressRequest,
  { dispatch, getState, queryFulfilled }: { dispatch: Dispatch; getState: () => unknown; queryFulfilled: Promise<unknown> },
): Promise<void> {
  if (arg.action !== 'cancel') return;
  try {
    await queryFulfilled;
  } catch {
    return;
  }
  const state = getState() as OrderCacheState;
  const detail = orderApi.endpoints.orderDetails.select({ id: arg.id })(state).data;
  const listed = orderApi.util
    .selectCachedArgsForQuery(state, 'orderList')
    .flatMap((listArg) => rowsOf(orderApi.endpoints.orderList.select(listArg)(state).data))
    .find((o) => o.id === arg.id);
  const goods = (detail ?? listed)?.items.map((i) => i.commodity_id) ?? [];
  if (goods.length > 0) dispatch(api.util.invalidateTags(goodsTagsOf(goods)));
}

const goodsTagsOf = (ids: Iterable<number>) => [...new Set(ids)].map((id) => ({ type: 'Goods' as const, id }));

/**
 * The goods a place takes stock from. Buy-now names its goods; cart lines are looked up in the
 * cache as it was before placing (the cart lists, and the checkout preview of these very lines),
 * since the place answer does not list them and the cart is emptied by it.
 */
function orderedGoods(arg: PlaceOrderRequest, state: unknown): number[] {
  if (arg.source === 'buy_now') return [arg.commodity_id];
  const wanted = new Set(arg.cart_ids);
  const sameLines = (ids: readonly number[]) => ids.length === wanted.size && ids.every((id) => wanted.has(id));
  const cartGoods = (['shoppingCartList', 'getSelectedShoppingCart'] as const).flatMap((name) =>
    commodityApi.util
      .selectCachedArgsForQuery(state as CartCacheState, name)
      .flatMap((cartArg) => commodityApi.endpoints[name].select(cartArg)(state as CartCacheState).data?.list ?? [])
      .flatMap((group) => group.lines)
      .filter((line) => wanted.has(line.id))
      .map((line) => line.commodity_id),
  );
  const previewGoods = orderApi.util
    .selectCachedArgsForQuery(state as OrderCacheState, 'confirmOrder')
    .filter((previewArg) => previewArg.source === 'cart' && sameLines(previewArg.cart_ids))
    .flatMap((previewArg) => orderApi.endpoints.confirmOrder.select(previewArg)(state as OrderCacheState).data?.calculation.lines ?? [])
    .map((line) => line.commodity_id);
  return [...cartGoods, ...previewGoods];
}

/** After a place, the ordered goods show the stock it took (as a cancel shows the stock it gave back). */
async function goodsOrdered(
  arg: PlaceOrderRequest,
  { dispatch, getState, queryFulfilled }: { dispatch: Dispatch; getState: () => unknown; queryFulfilled: Promise<{ data: PlaceOrderResult }> },
): Promise<void> {
  const goods = orderedGoods(arg, getState());
  let data: PlaceOrderResult;
  try {
    ({ data } = await queryFulfilled);
  } catch {
    return;
  }
  dispatch(cartCountReceived(data.cart_count));
  if (goods.length > 0) dispatch(api.util.invalidateTags(goodsTagsOf(goods)));
}

/** The order group: checkout, orders, appraisals, invoices, after-sales. */
export const orderApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The checkout preview is a read: it changes nothing, and follows the cart, addresses and coupons.
    confirmOrder: query(build, '/api/order/confirmOrder', isConfirmOrder, {
      providesTags: ['Cart', 'Addresses', 'Coupons', 'User'],
      extraOptions: { shortfallTo },
    }),
    place: mutation(build, '/api/order/place', isPlaceOrder, {
      extraOptions: { ...busy.extraOptions, shortfallTo },
      invalidatesTags: [ORDER_LIST, 'OrderCounts', 'Cart', 'CartCount', 'Coupons'],
      onQueryStarted: goodsOrdered,
    }),
    // One cache entry per tab holding all its loaded pages (define.ts pagedQuery).
    orderList: pagedQuery(build, '/api/order/list', isOrderPage, {
      providesTags: (result) => [ORDER_LIST, ...rowsOf(result).map((o) => order(o.id))],
    }),
    orderDetails: query(build, '/api/order/details', isOrderDetail, {
      providesTags: (_result, _error, arg) => [order(arg.id)],
    }),
    // Written out rather than through query()/mutation(): those tie one argument type to a path,
    // and this path takes `{ id }` to read but `{ id, action }` to press (docs/api-layer.md).
    orderButton: build.query<ButtonResult, OrderIdRequest>({
      query: buttonCall,
      providesTags: (_result, _error, arg) => [order(arg.id)],
    }),
    // A refusal invalidates nothing: the page stays as it was behind the server's message.
    pressOrderButton: build.mutation<ButtonResult, OrderButtonPressRequest>({
      query: buttonCall,
      ...busy,
      invalidatesTags: (_result, error, arg) => (error ? [] : [order(arg.id), ORDER_LIST, 'OrderCounts', ...afterPress(arg)]),
      onQueryStarted: goodsRestocked,
    }),
    appraise: mutation(build, '/api/order/appraise', ignored, {
      ...busy,
      invalidatesTags: (_result, _error, arg) => [order(arg.order_id), ORDER_LIST, 'OrderCounts', 'Appraisals'],
    }),
    appraiseList: pagedQuery(build, '/api/order/appraiseList', isAppraisalPage, { providesTags: ['Appraisals'] }),
    logisticsCompanyList: query(build, '/api/order/logisticsCompanyList', isLogisticsCompanyList),
    orderQuantityStatistics: query(build, '/api/order/orderQuantityStatistics', isOrderCounts, {
      providesTags: ['OrderCounts'],
    }),
    agentList: query(build, '/api/order/agentList', isAgentList),
    invoicing: mutation(build, '/api/order/invoicing', isIdResult, {
      ...busy,
      invalidatesTags: (_result, _error, arg) => ['Invoices', ORDER_LIST, ...arg.order_ids.map(order)],
    }),
    invoicingList: pagedQuery(build, '/api/order/invoicingList', isInvoicePage, { providesTags: ['Invoices'] }),
    invoicingEdit: mutation(build, '/api/order/invoicingEdit', ignored, { ...busy, invalidatesTags: ['Invoices'] }),
    changeAddress: mutation(build, '/api/order/changeAddress', ignored, {
      ...busy,
      invalidatesTags: (_result, _error, arg) => [order(arg.order_id)],
    }),
    againOrder: mutation(build, '/api/order/againOrder', isAgainOrder, {
      ...busy,
      invalidatesTags: ['Cart', 'CartCount'],
      onQueryStarted: onFulfilled<AgainOrderResult>((data, dispatch) => dispatch(cartCountReceived(data.count))),
    }),
    // The after-sales preview, like confirmOrder before place: a read.
    confirmAfterSales: query(build, '/api/order/confirmAfterSales', isConfirmAfterSales, {
      providesTags: (_result, _error, arg) => [order(arg.order_id)],
    }),
    applyAfterSales: mutation(build, '/api/order/applyAfterSales', isIdResult, {
      ...busy,
      invalidatesTags: (_result, _error, arg) => [AFTER_SALES_LIST, order(arg.order_id), ORDER_LIST, 'OrderCounts'],
    }),
    afterSalesList: pagedQuery(build, '/api/order/afterSalesList', isAfterSalesPage, {
      providesTags: (result) => [AFTER_SALES_LIST, ...rowsOf(result).map((a) => afterSales(a.id))],
    }),
    afterSalesDetails: query(build, '/api/order/afterSalesDetails', isAfterSalesDetail, {
      providesTags: (_result, _error, arg) => [afterSales(arg.id)],
    }),
    afterSalesButton: query(build, '/api/order/afterSalesButton', isAfterSalesButton, {
      providesTags: (_result, _error, arg) => [afterSales(arg.id)],
    }),
    editAppyAfterSales: mutation(build, '/api/order/editAppyAfterSales', ignored, {
      ...busy,
      invalidatesTags: (_result, _error, arg) => [afterSales(arg.id), AFTER_SALES_LIST, 'OrderCounts'],
    }),
    editOrderRemark: mutation(build, '/api/order/editOrderRemark', ignored, {
      ...busy,
      invalidatesTags: (_result, _error, arg) => [order(arg.order_id)],
    }),
  }),
});

type CartCacheState = Parameters<ReturnType<typeof commodityApi.endpoints.shoppingCartList.select>>[0];
type OrderCacheState = Parameters<ReturnType<typeof orderApi.endpoints.orderDetails.select>>[0];

export const {
  useConfirmOrderQuery,
  usePlaceMutation,
  useOrderListInfiniteQuery,
  useOrderDetailsQuery,
  useOrderButtonQuery,
  usePressOrderButtonMutation,
  useAppraiseMutation,
  useAppraiseListInfiniteQuery,
  useLogisticsCompanyListQuery,
  useOrderQuantityStatisticsQuery,
  useAgentListQuery,
  useInvoicingMutation,
  useInvoicingListInfiniteQuery,
  useInvoicingEditMutation,
  useChangeAddressMutation,
  useAgainOrderMutation,
  useConfirmAfterSalesQuery,
  useApplyAfterSalesMutation,
  useAfterSalesListInfiniteQuery,
  useAfterSalesDetailsQuery,
  useAfterSalesButtonQuery,
  useEditAppyAfterSalesMutation,
  useEditOrderRemarkMutation,
} = orderApi;
