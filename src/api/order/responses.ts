import { arr, bool, lit, money, nullable, num, obj, str, type Infer } from '@/lib/check';
import { isAddress, isAddressSnapshot, isInvoicingProfileInput } from '../account/responses';
import { isCoupon, isPriceCalculation } from '../commodity/cart-responses';
import { listOf, paged, type ListOf, type Paged } from '../contract';

/** Answers of the order group about orders, appraisals and invoices (after-sales: after-sales-responses.ts). */

/**
 * pending_payment → paid → shipped → received → completed (appraised, or closed after the
 * appraisal period); pending_payment → cancelled (expired or cancelled by the shop).
 */
export const orderStatus = lit('pending_payment', 'paid', 'shipped', 'received', 'completed', 'cancelled');
export type OrderStatus = Infer<typeof orderStatus>;

export const payMethod = lit('balance', 'bank_transfer', 'credit_card', 'wechat');
export type PayMethod = Infer<typeof payMethod>;

/** The payment voucher of a bank transfer, as the shop reviews it. */
export const voucherStatus = lit('none', 'pending_review', 'approved', 'rejected');
export type VoucherStatus = Infer<typeof voucherStatus>;

export const invoiceStatus = lit('pending', 'issued', 'rejected');
export type InvoiceStatus = Infer<typeof invoiceStatus>;

const isLogisticsTrace = obj({ time: num, text: str });
export type LogisticsTrace = Infer<typeof isLogisticsTrace>;
const isLogistics = obj({
  company_id: num,
  company: str,
  tracking_no: str,
  shipped_time: num,
  /** Newest first. */
  traces: arr(isLogisticsTrace),
});
export type Logistics = Infer<typeof isLogistics>;

export const isOrderItem = obj({
  /** The order line id (appraisals and after-sales point at it). */
  id: num,
  commodity_id: num,
  specs_id: num,
  title: str,
  specs_title: str,
  image: str,
  quantity: num,
  /** Unit price paid (the tier reached). */
  price: money,
  amount: money,
  appraised: bool,
  /** The after-sales case of this line, if one was opened. */
  after_sales_id: nullable(num),
});
export type OrderItem = Infer<typeof isOrderItem>;

/** /api/order/agentList: the shop's sales agents a shopper may name on an order. */
const isAgent = obj({ id: num, name: str, avatar: str, mobile: str, region: str });
export type Agent = Infer<typeof isAgent>;
export const isAgentList = listOf(isAgent);

const summaryShape = {
  id: num,
  order_sn: str,
  status: orderStatus,
  create_time: num,
  items: arr(isOrderItem),
  total_qty: num,
  /** Pay by this time or the order is cancelled; null once paid. */
  pay_deadline: nullable(num),
  goods_amount: money,
  coupon_discount: money,
  membership_discount: money,
  freight: money,
  /** What the shopper pays. */
  pay_amount: money,
};
const isOrderSummary = obj(summaryShape);
export type OrderSummary = Infer<typeof isOrderSummary>;
/** /api/order/list. */
export const isOrderPage = paged(isOrderSummary);
export type OrderListResult = Paged<OrderSummary>;

/** /api/order/details. */
export const isOrderDetail = obj({
  ...summaryShape,
  address: isAddressSnapshot,
  logistics: nullable(isLogistics),
  remark: str,
  pay_method: nullable(payMethod),
  pay_time: nullable(num),
  voucher_status: voucherStatus,
  /** Why the voucher was rejected, when it was. */
  voucher_note: str,
  coupon_title: nullable(str),
  agent: nullable(isAgent),
  invoice_status: lit('none', 'pending', 'issued', 'rejected'),
  ship_time: nullable(num),
  receive_time: nullable(num),
  cancel_time: nullable(num),
});
export type OrderDetail = Infer<typeof isOrderDetail>;

/** /api/order/confirmOrder: the checkout preview; nothing is written. */
export const isConfirmOrder = obj({
  /** The chosen address, or the default one; null when the shopper has none. */
  address: nullable(isAddress),
  calculation: isPriceCalculation,
  /** Coupons that apply to this order; the rest are not offered. */
  coupons: arr(isCoupon),
  pay_methods: arr(payMethod),
  /** The balance, for the balance pay method. */
  balance: money,
});
export type ConfirmOrderResult = Infer<typeof isConfirmOrder>;

/** /api/order/place. */
export const isPlaceOrder = obj({ id: num, order_sn: str, pay_amount: money, status: orderStatus, cart_count: num });
export type PlaceOrderResult = Infer<typeof isPlaceOrder>;

/**
 * What the shopper may do with an order now (/api/order/button), each served by a call of the
 * spec: pay → orderPay/setOrderPayMethod, upload_voucher → uploadPaymentVoucher, view_voucher →
 * paymentVoucher, change_address → changeAddress, edit_remark → editOrderRemark, after_sales →
 * confirmAfterSales/applyAfterSales, appraise → appraise, again → againOrder, invoice → invoicing,
 * logistics → details' logistics. The spec has no call of its own for cancel and confirm_receipt:
 * the button call performs them itself (OrderButtonPressRequest).
 */
const orderAction = lit(
  'pay',
  'cancel',
  'confirm_receipt',
  'upload_voucher',
  'view_voucher',
  'change_address',
  'edit_remark',
  'after_sales',
  'appraise',
  'again',
  'invoice',
  'logistics',
);
export type OrderAction = Infer<typeof orderAction>;
export const isOrderButton = obj({ actions: arr(orderAction) });
export type OrderButtonResult = Infer<typeof isOrderButton>;

/** /api/order/orderQuantityStatistics: the counts on the user tab's order row. */
export const isOrderCounts = obj({
  pending_payment: num,
  paid: num,
  shipped: num,
  received: num,
  /** Open after-sales cases. */
  after_sales: num,
});
export type OrderQuantityStatistics = Infer<typeof isOrderCounts>;

/** /api/order/againOrder: the cart lines the order's specs went back into. */
export const isAgainOrder = obj({ cart_ids: arr(num), count: num });
export type AgainOrderResult = Infer<typeof isAgainOrder>;

/** /api/order/logisticsCompanyList: carriers to pick when sending goods back. */
const isLogisticsCompany = obj({ id: num, name: str, code: str });
export type LogisticsCompany = Infer<typeof isLogisticsCompany>;
export const isLogisticsCompanyList = listOf(isLogisticsCompany);
export type LogisticsCompanyListResult = ListOf<LogisticsCompany>;

/** /api/order/appraiseList: a goods' appraisals, or the shopper's own. */
const isAppraisal = obj({
  id: num,
  order_id: num,
  commodity_id: num,
  commodity_title: str,
  specs_title: str,
  image: str,
  nickname: str,
  avatar: str,
  rating: num,
  content: str,
  images: arr(str),
  create_time: num,
  /** The shop's answer. */
  reply: nullable(str),
});
export type Appraisal = Infer<typeof isAppraisal>;
export const isAppraisalPage = paged(isAppraisal);

/** /api/order/invoicingList. */
const isInvoice = obj({
  id: num,
  order_ids: arr(num),
  order_sns: arr(str),
  amount: money,
  status: invoiceStatus,
  /** The profile as it was when applied for. */
  profile: isInvoicingProfileInput,
  /** The PDF, once issued. */
  file_url: str,
  reject_reason: str,
  create_time: num,
  issue_time: nullable(num),
});
export type Invoice = Infer<typeof isInvoice>;
export const isInvoicePage = paged(isInvoice);
