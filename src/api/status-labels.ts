import { defineMessages } from 'react-intl';
import type {
  AfterSalesStatus,
  CouponStatus,
  InvoiceStatus,
  LedgerStatus,
  OrderStatus,
  PayMethod,
  TimedStatus,
  VoucherStatus,
  WithdrawalStatus,
} from '@/api/types';

/**
 * The words for the server's enums, each written once (issue 14: after-sales' "returning" was
 * "Returning goods" on the order list and "Goods on their way back" on the request). They sit in
 * the api layer beside the contract that defines the values: every feature showing a state reads
 * them from here, and components and i18n, below api, never show a server state on their own.
 * `satisfies` makes a new server value without a label a type error; status-labels.test.ts checks
 * that every label is translated in all five catalogues.
 *
 * These name the state of ONE thing (an order, an invoice); filter tabs naming a group ("Issued"
 * invoices: French "Émises") keep ids of their own, as French and Spanish agree them in number.
 */
export const orderStatusLabels = defineMessages({
  pending_payment: { id: 'orders.status_pending_payment', defaultMessage: 'To pay' },
  paid: { id: 'orders.status_paid', defaultMessage: 'Paid' },
  shipped: { id: 'orders.status_shipped', defaultMessage: 'Shipped' },
  received: { id: 'orders.status_received', defaultMessage: 'Received' },
  completed: { id: 'orders.status_completed', defaultMessage: 'Completed' },
  cancelled: { id: 'orders.status_cancelled', defaultMessage: 'Cancelled' },
}) satisfies Record<OrderStatus, unknown>;

export const afterSalesStatusLabels = defineMessages({
  under_review: { id: 'after_sales.status_under_review', defaultMessage: 'Under review' },
  approved: { id: 'after_sales.status_approved', defaultMessage: 'Approved' },
  rejected: { id: 'after_sales.status_rejected', defaultMessage: 'Rejected' },
  // The glossary's "return" (retour, devolución, 退货), as the request's type says it.
  returning: { id: 'after_sales.status_returning', defaultMessage: 'Return in progress' },
  refunded: { id: 'after_sales.status_refunded', defaultMessage: 'Refunded' },
}) satisfies Record<AfterSalesStatus, unknown>;

/** The bank-transfer receipt's review; the glossary's "Receipt under review". */
export const voucherStatusLabels = defineMessages({
  none: { id: 'payment.voucher_none', defaultMessage: 'No receipt uploaded' },
  pending_review: { id: 'payment.voucher_pending_review', defaultMessage: 'Receipt under review' },
  approved: { id: 'payment.voucher_approved', defaultMessage: 'Receipt accepted' },
  rejected: { id: 'payment.voucher_rejected', defaultMessage: 'Receipt not accepted' },
}) satisfies Record<VoucherStatus, unknown>;

/** An order's invoice; `none` is the order's own "no invoice asked for". */
export const invoiceStatusLabels = defineMessages({
  none: { id: 'orders.invoice_none', defaultMessage: 'Not requested' },
  pending: { id: 'orders.invoice_pending', defaultMessage: 'Requested' },
  issued: { id: 'orders.invoice_issued', defaultMessage: 'Issued' },
  rejected: { id: 'orders.invoice_rejected', defaultMessage: 'Rejected' },
}) satisfies Record<InvoiceStatus | 'none', unknown>;

export const withdrawalStatusLabels = defineMessages({
  pending: { id: 'wallet.w_status_pending', defaultMessage: 'Under review' },
  approved: { id: 'wallet.w_status_approved', defaultMessage: 'Approved' },
  paid: { id: 'wallet.w_status_paid', defaultMessage: 'Paid out' },
  rejected: { id: 'wallet.w_status_rejected', defaultMessage: 'Rejected' },
}) satisfies Record<WithdrawalStatus, unknown>;

/** A balance movement's state (wallet ledger). */
export const ledgerStatusLabels = defineMessages({
  pending: { id: 'wallet.status_pending', defaultMessage: 'Pending' },
  completed: { id: 'wallet.status_completed', defaultMessage: 'Completed' },
  failed: { id: 'wallet.status_failed', defaultMessage: 'Failed' },
  cancelled: { id: 'wallet.status_cancelled', defaultMessage: 'Cancelled' },
}) satisfies Record<LedgerStatus, unknown>;

/** How an order or a top-up is paid: the pay page's choices, an order's facts, a ledger row. */
export const payMethodLabels = defineMessages({
  balance: { id: 'payment.method_balance', defaultMessage: 'Account balance' },
  bank_transfer: { id: 'payment.method_bank_transfer', defaultMessage: 'Bank transfer' },
  credit_card: { id: 'payment.method_credit_card', defaultMessage: 'Credit or debit card' },
  wechat: { id: 'payment.method_wechat', defaultMessage: 'WeChat Pay' },
}) satisfies Record<PayMethod, unknown>;

/**
 * One coupon's state, as its card stamps it. The coupon page's tabs name a group ("Expired"
 * coupons: French "Expirés", Spanish "Caducados") and keep their own ids (`coupons.unused`, …).
 */
export const couponStatusLabels = defineMessages({
  unused: { id: 'coupons.status_unused', defaultMessage: 'Available' },
  used: { id: 'coupons.status_used', defaultMessage: 'Used' },
  expired: { id: 'coupons.status_expired', defaultMessage: 'Expired' },
}) satisfies Record<CouponStatus, unknown>;

/** A flash-sale time slot's state (home's wholesale batches: today 10:00, 14:00, 20:00). */
export const timedStatusLabels = defineMessages({
  upcoming: { id: 'home.slot_upcoming', defaultMessage: 'Coming up' },
  ongoing: { id: 'home.slot_ongoing', defaultMessage: 'On now' },
  ended: { id: 'home.slot_ended', defaultMessage: 'Ended' },
}) satisfies Record<TimedStatus, unknown>;
