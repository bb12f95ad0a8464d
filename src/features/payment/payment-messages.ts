import { defineMessages } from 'react-intl';
import type { PayMethod, VoucherStatus } from '@/api/types';

/** Names of the pay methods and voucher states, shared by the payment pages. */
export const payMethodNames = defineMessages({
  balance: { id: 'payment.method_balance', defaultMessage: 'Account balance' },
  bank_transfer: { id: 'payment.method_bank_transfer', defaultMessage: 'Bank transfer' },
  credit_card: { id: 'payment.method_credit_card', defaultMessage: 'Credit or debit card' },
  wechat: { id: 'payment.method_wechat', defaultMessage: 'WeChat Pay' },
}) satisfies Record<PayMethod, unknown>;

export const voucherStatusNames = defineMessages({
  none: { id: 'payment.voucher_none', defaultMessage: 'No receipt uploaded' },
  pending_review: { id: 'payment.voucher_pending_review', defaultMessage: 'Receipt under review' },
  approved: { id: 'payment.voucher_approved', defaultMessage: 'Receipt accepted' },
  rejected: { id: 'payment.voucher_rejected', defaultMessage: 'Receipt not accepted' },
}) satisfies Record<VoucherStatus, unknown>;

export const paymentMessages = defineMessages({
  loadFailed: { id: 'payment.load_failed', defaultMessage: 'The order could not be loaded.' },
  badLink: { id: 'payment.bad_link', defaultMessage: 'This payment link is incomplete.' },
  viewOrder: { id: 'payment.view_order', defaultMessage: 'View order' },
  continueShopping: { id: 'payment.continue_shopping', defaultMessage: 'Continue shopping' },
  copy: { id: 'payment.copy', defaultMessage: 'Copy' },
});
