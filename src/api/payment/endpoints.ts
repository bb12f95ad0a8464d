import { ignored } from '@/lib/check';
import { isIdResult } from '../account/responses';
import { api } from '../api';
import { mutation, pagedQuery, query } from '../define';
import {
  isBalanceOrder,
  isBalanceOrderList,
  isPayMethodResult,
  isPayResult,
  isPaymentVoucher,
  isWithdrawalPage,
} from './responses';

const ORDER_LIST = { type: 'Orders', id: 'LIST' } as const;
const order = (id: number) => ({ type: 'Orders' as const, id });
const busy = { extraOptions: { loading: true } } as const;

/** The payment group (/api/payment/…) and the balance calls (/api/account/balance…). */
export const paymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    orderPay: mutation(build, '/api/payment/orderPay', isPayResult, {
      ...busy,
      invalidatesTags: (_result, _error, arg) => [order(arg.order_id), ORDER_LIST, 'OrderCounts', 'Balance', 'User'],
    }),
    uploadPaymentVoucher: mutation(build, '/api/payment/uploadPaymentVoucher', ignored, {
      ...busy,
      invalidatesTags: (_result, _error, arg) => ['Vouchers', order(arg.order_id), ORDER_LIST],
    }),
    paymentVoucher: query(build, '/api/payment/paymentVoucher', isPaymentVoucher, { providesTags: ['Vouchers'] }),
    setbalanceOrderPayMethod: mutation(build, '/api/payment/setbalanceOrderPayMethod', isPayMethodResult, {
      ...busy,
      invalidatesTags: ['Recharges'],
    }),
    balanceOrderPay: mutation(build, '/api/payment/balanceOrderPay', isPayResult, {
      ...busy,
      invalidatesTags: ['Balance', 'Recharges', 'User'],
    }),
    setOrderPayMethod: mutation(build, '/api/payment/setOrderPayMethod', isPayMethodResult, {
      ...busy,
      invalidatesTags: (_result, _error, arg) => [order(arg.order_id)],
    }),
    balanceWithdrawalList: query(build, '/api/account/balanceWithdrawalList', isWithdrawalPage, {
      providesTags: ['Withdrawals'],
    }),
    // The withdrawal records page grows (define.ts pagedQuery); one-page reads keep the call above.
    balanceWithdrawalListPages: pagedQuery(build, '/api/account/balanceWithdrawalList', isWithdrawalPage, {
      providesTags: ['Withdrawals'],
    }),
    balanceWithdrawal: mutation(build, '/api/account/balanceWithdrawal', isIdResult, {
      ...busy,
      invalidatesTags: ['Withdrawals', 'Balance', 'User'],
    }),
    balanceOrder: mutation(build, '/api/account/balanceOrder', isBalanceOrder, {
      ...busy,
      invalidatesTags: ['Recharges', 'Balance'],
    }),
    // The ledger and top-up records grow (define.ts pagedQuery); the balance is read off page 1.
    balanceOrderList: pagedQuery(build, '/api/account/balanceOrderList', isBalanceOrderList, {
      providesTags: ['Balance', 'Recharges'],
    }),
  }),
});

export const {
  useOrderPayMutation,
  useUploadPaymentVoucherMutation,
  usePaymentVoucherQuery,
  useSetbalanceOrderPayMethodMutation,
  useBalanceOrderPayMutation,
  useSetOrderPayMethodMutation,
  useBalanceWithdrawalListQuery,
  useBalanceWithdrawalListPagesInfiniteQuery,
  useBalanceWithdrawalMutation,
  useBalanceOrderMutation,
  useBalanceOrderListInfiniteQuery,
} = paymentApi;
