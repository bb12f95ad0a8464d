import type {
  BalanceOrderListResult,
  BalanceOrderResult,
  LedgerEntry,
  PayMethodResult,
  PayResult,
  PaymentVoucher,
  Withdrawal,
} from './types';
import { isPlatformBankCard } from './validate-common';
import { payMethod } from './validate-order';
import { arr, lit, money, nullable, num, obj, paged, str } from './validate';

/** Answer checks of the payment and balance group. */
export const isPayMethodResult = obj<PayMethodResult>({ pay_method: payMethod, bank_cards: arr(isPlatformBankCard) });
export const isPayResult = obj<PayResult>({ status: lit('paid', 'awaiting_voucher', 'redirect'), redirect_url: str });
export const isPaymentVoucher = obj<PaymentVoucher>({
  status: lit('none', 'pending_review', 'approved', 'rejected'),
  images: arr(str),
  remark: str,
  note: str,
  upload_time: nullable(num),
});

export const isBalanceOrder = obj<BalanceOrderResult>({ id: num, order_sn: str, amount: money });

const isLedgerEntry = obj<LedgerEntry>({
  id: num,
  kind: lit('recharge', 'payment', 'refund', 'withdrawal', 'rebate', 'adjustment'),
  title: str,
  amount: money,
  // '' while pending, so not `money`.
  balance_after: str,
  status: lit('pending', 'completed', 'failed', 'cancelled'),
  order_sn: str,
  pay_method: nullable(payMethod),
  create_time: num,
});
export const isBalanceOrderList = obj<BalanceOrderListResult>({ list: arr(isLedgerEntry), total: num, balance: money });

export const isWithdrawalPage = paged(
  obj<Withdrawal>({
    id: num,
    withdrawal_sn: str,
    amount: money,
    fee: money,
    actual_amount: money,
    status: lit('pending', 'approved', 'paid', 'rejected'),
    bank: obj({ bank_name: str, account_name: str, account_no: str, branch: str, swift: str }),
    reject_reason: str,
    create_time: num,
    finish_time: nullable(num),
  }),
);
