import { arr, lit, money, nullable, num, obj, str, type Infer } from '@/lib/check';
import { isPlatformBankCard } from '../common/responses';
import { paged } from '../contract';
import { payMethod, voucherStatus } from '../order/responses';

/** Answers of the payment group and the balance calls, each written once as its check. */

/** /api/payment/setOrderPayMethod, setbalanceOrderPayMethod: the method chosen; for bank transfer, the accounts to pay to. */
export const isPayMethodResult = obj({
  pay_method: payMethod,
  /** Filled for bank_transfer. */
  bank_cards: arr(isPlatformBankCard),
});
export type PayMethodResult = Infer<typeof isPayMethodResult>;

/**
 * Paying: `paid` at once (balance); `awaiting_voucher` for a bank transfer (upload the voucher);
 * `redirect` to a payment page (credit card, WeChat). redirect_url is the only URL the client
 * may leave the site for, and only when its host is the configured payment host.
 */
export const isPayResult = obj({ status: lit('paid', 'awaiting_voucher', 'redirect'), redirect_url: str });
export type PayResult = Infer<typeof isPayResult>;

/** /api/payment/paymentVoucher. */
export const isPaymentVoucher = obj({
  status: voucherStatus,
  images: arr(str),
  remark: str,
  /** The shop's note on a rejection. */
  note: str,
  upload_time: nullable(num),
});
export type PaymentVoucher = Infer<typeof isPaymentVoucher>;

/** /api/account/balanceOrder: the recharge (a balance order) to pay next. */
export const isBalanceOrder = obj({ id: num, order_sn: str, amount: money });
export type BalanceOrderResult = Infer<typeof isBalanceOrder>;

export const ledgerKind = lit('recharge', 'payment', 'refund', 'withdrawal', 'rebate', 'adjustment');
export type LedgerKind = Infer<typeof ledgerKind>;
export const ledgerStatus = lit('pending', 'completed', 'failed', 'cancelled');
export type LedgerStatus = Infer<typeof ledgerStatus>;

/**
 * One movement of the balance. Recharges appear here from creation (pending until paid), so the
 * recharge record page is this list filtered on kind 'recharge'.
 */
const isLedgerEntry = obj({
  id: num,
  kind: ledgerKind,
  title: str,
  /** Signed: '+100.00' in, '-35.50' out. */
  amount: money,
  /** Balance after the movement; '' while pending, so not `money`. */
  balance_after: str,
  status: ledgerStatus,
  order_sn: str,
  pay_method: nullable(payMethod),
  create_time: num,
});
export type LedgerEntry = Infer<typeof isLedgerEntry>;
/** /api/account/balanceOrderList: the ledger, or one kind of it. */
export const isBalanceOrderList = obj({ list: arr(isLedgerEntry), total: num, balance: money });
export type BalanceOrderListResult = Infer<typeof isBalanceOrderList>;

/** The shopper's bank account a withdrawal is paid to. */
const isBankCard = obj({ bank_name: str, account_name: str, account_no: str, branch: str, swift: str });
export type BankCard = Infer<typeof isBankCard>;

export const withdrawalStatus = lit('pending', 'approved', 'paid', 'rejected');
export type WithdrawalStatus = Infer<typeof withdrawalStatus>;

/** /api/account/balanceWithdrawalList. */
const isWithdrawal = obj({
  id: num,
  withdrawal_sn: str,
  amount: money,
  fee: money,
  actual_amount: money,
  status: withdrawalStatus,
  /** Account number masked except its last four digits. */
  bank: isBankCard,
  reject_reason: str,
  create_time: num,
  finish_time: nullable(num),
});
export type Withdrawal = Infer<typeof isWithdrawal>;
export const isWithdrawalPage = paged(isWithdrawal);
