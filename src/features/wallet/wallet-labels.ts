import type { MessageDescriptor } from 'react-intl';
import type { LedgerKind, LedgerStatus, PayMethod, WithdrawalStatus } from '@/api/types';
import { walletMessages as m } from './wallet-messages';

export const KIND_LABEL: Record<LedgerKind, MessageDescriptor> = {
  recharge: m.kindRecharge,
  payment: m.kindPayment,
  refund: m.kindRefund,
  withdrawal: m.kindWithdrawal,
  rebate: m.kindRebate,
  adjustment: m.kindAdjustment,
};

export const LEDGER_STATUS_LABEL: Record<LedgerStatus, MessageDescriptor> = {
  pending: m.statusPending,
  completed: m.statusCompleted,
  failed: m.statusFailed,
  cancelled: m.statusCancelled,
};

export const PAY_METHOD_LABEL: Record<PayMethod, MessageDescriptor> = {
  balance: m.payBalance,
  bank_transfer: m.payBankTransfer,
  credit_card: m.payCreditCard,
  wechat: m.payWechat,
};

export const WITHDRAWAL_STATUS_LABEL: Record<WithdrawalStatus, MessageDescriptor> = {
  pending: m.wStatusPending,
  approved: m.wStatusApproved,
  paid: m.wStatusPaid,
  rejected: m.wStatusRejected,
};

/** antd Tag colours: waiting is warning, done is success, refused is danger. */
export const WITHDRAWAL_STATUS_COLOR: Record<WithdrawalStatus, 'warning' | 'primary' | 'success' | 'danger'> = {
  pending: 'warning',
  approved: 'primary',
  paid: 'success',
  rejected: 'danger',
};

export const LEDGER_STATUS_COLOR: Record<LedgerStatus, 'warning' | 'success' | 'danger' | 'default'> = {
  pending: 'warning',
  completed: 'success',
  failed: 'danger',
  cancelled: 'default',
};

/** The last four digits of an account number, whatever masking the server applied. */
export function lastFour(accountNo: string): string {
  return accountNo.replace(/[^0-9A-Za-z]/g, '').slice(-4);
}
