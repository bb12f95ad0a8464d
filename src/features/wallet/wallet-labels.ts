import type { MessageDescriptor } from 'react-intl';
import type { LedgerKind, LedgerStatus, WithdrawalStatus } from '@/api/types';
import { walletMessages as m } from './wallet-messages';

export const KIND_LABEL: Record<LedgerKind, MessageDescriptor> = {
  recharge: m.kindRecharge,
  payment: m.kindPayment,
  refund: m.kindRefund,
  withdrawal: m.kindWithdrawal,
  rebate: m.kindRebate,
  adjustment: m.kindAdjustment,
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
