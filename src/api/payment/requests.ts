import type { IdResult } from '../account/responses';
import type { Call, Empty, Id, Money, PageRequest, Paged } from '../contract';
import type { PayMethod } from '../order/responses';
import type {
  BalanceOrderListResult,
  BalanceOrderResult,
  BankCard,
  LedgerKind,
  PayMethodResult,
  PayResult,
  PaymentVoucher,
  Withdrawal,
  WithdrawalStatus,
} from './responses';

/** What the payment group and the balance calls send. */

/** /api/payment/setOrderPayMethod: choose how to pay; for bank transfer, the accounts to pay to. */
export interface SetOrderPayMethodRequest {
  order_id: Id;
  pay_method: PayMethod;
}

/** /api/payment/orderPay: pay an order with its chosen method. */
export interface OrderPayRequest {
  order_id: Id;
  pay_method: PayMethod;
}

/** /api/payment/uploadPaymentVoucher: the transfer receipt (URLs or data: URLs). */
export interface UploadPaymentVoucherRequest {
  order_id: Id;
  images: string[];
  remark: string;
}
/** /api/payment/paymentVoucher. */
export interface PaymentVoucherRequest {
  order_id: Id;
}

/** /api/payment/setbalanceOrderPayMethod: how a recharge (balance order) is paid. */
export interface SetBalanceOrderPayMethodRequest {
  id: Id;
  pay_method: Exclude<PayMethod, 'balance'>;
}
/** /api/payment/balanceOrderPay: pay a recharge. */
export interface BalanceOrderPayRequest {
  id: Id;
}

/** /api/account/balanceOrder: create a recharge (a balance order) to pay next. */
export interface BalanceOrderRequest {
  amount: Money;
}

/** /api/account/balanceOrderList: the ledger, or one kind of it. */
export interface BalanceOrderListRequest extends PageRequest {
  kind?: LedgerKind;
}

/** /api/account/balanceWithdrawal. */
export interface BalanceWithdrawalRequest {
  amount: Money;
  bank: BankCard;
}
/** /api/account/balanceWithdrawalList. */
export interface BalanceWithdrawalListRequest extends PageRequest {
  status?: WithdrawalStatus;
}

/** The payment group's paths (and the balance calls'), their requests and answers. */
export interface PaymentPaths {
  '/api/payment/orderPay': Call<OrderPayRequest, PayResult>;
  '/api/payment/uploadPaymentVoucher': Call<UploadPaymentVoucherRequest, Empty>;
  '/api/payment/paymentVoucher': Call<PaymentVoucherRequest, PaymentVoucher>;
  '/api/payment/setbalanceOrderPayMethod': Call<SetBalanceOrderPayMethodRequest, PayMethodResult>;
  '/api/payment/balanceOrderPay': Call<BalanceOrderPayRequest, PayResult>;
  '/api/payment/setOrderPayMethod': Call<SetOrderPayMethodRequest, PayMethodResult>;
  '/api/account/balanceWithdrawalList': Call<BalanceWithdrawalListRequest, Paged<Withdrawal>>;
  '/api/account/balanceWithdrawal': Call<BalanceWithdrawalRequest, IdResult>;
  '/api/account/balanceOrder': Call<BalanceOrderRequest, BalanceOrderResult>;
  '/api/account/balanceOrderList': Call<BalanceOrderListRequest, BalanceOrderListResult>;
}
