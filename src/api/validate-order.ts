import type {
  AddressSnapshot,
  AfterSalesButtonResult,
  AfterSalesDetail,
  AfterSalesSummary,
  AgainOrderResult,
  Agent,
  Appraisal,
  ConfirmAfterSalesResult,
  ConfirmOrderResult,
  Invoice,
  Logistics,
  LogisticsCompany,
  OrderButtonResult,
  OrderDetail,
  OrderItem,
  OrderQuantityStatistics,
  OrderSummary,
  PlaceOrderResult,
} from './types';
import { isAddress } from './validate-account';
import { isCoupon, isPriceCalculation } from './validate-commodity';
import { arr, bool, lit, listOf, money, nullable, num, obj, paged, str, type Shape } from './validate';

/** Answer checks of the order group. */
const orderStatus = lit('pending_payment', 'paid', 'shipped', 'received', 'completed', 'cancelled');
export const payMethod = lit('balance', 'bank_transfer', 'credit_card', 'wechat');
const afterSalesStatus = lit('under_review', 'approved', 'rejected', 'returning', 'refunded');
const afterSalesType = lit('refund_only', 'return_refund');
const afterSalesReason = lit(
  'quality',
  'wrong_item',
  'missing_item',
  'damaged',
  'not_as_described',
  'no_longer_needed',
  'other',
);
const invoiceStatus = lit('pending', 'issued', 'rejected');

const isAddressSnapshot = obj<AddressSnapshot>({
  name: str,
  area_code: str,
  mobile: str,
  country_id: num,
  country: str,
  province: str,
  city: str,
  district: str,
  address: str,
  postcode: str,
});

const isLogistics = obj<Logistics>({
  company_id: num,
  company: str,
  tracking_no: str,
  shipped_time: num,
  traces: arr(obj({ time: num, text: str })),
});

const isOrderItem = obj<OrderItem>({
  id: num,
  commodity_id: num,
  specs_id: num,
  title: str,
  specs_title: str,
  image: str,
  quantity: num,
  price: money,
  amount: money,
  appraised: bool,
  after_sales_id: nullable(num),
});

const isAgent = obj<Agent>({ id: num, name: str, avatar: str, mobile: str, region: str });
export const isAgentList = listOf(isAgent);

const summaryShape: Shape<OrderSummary> = {
  id: num,
  order_sn: str,
  status: orderStatus,
  create_time: num,
  items: arr(isOrderItem),
  total_qty: num,
  pay_deadline: nullable(num),
  goods_amount: money,
  coupon_discount: money,
  membership_discount: money,
  freight: money,
  pay_amount: money,
};
export const isOrderPage = paged(obj<OrderSummary>(summaryShape));

export const isOrderDetail = obj<OrderDetail>({
  ...summaryShape,
  address: isAddressSnapshot,
  logistics: nullable(isLogistics),
  remark: str,
  pay_method: nullable(payMethod),
  pay_time: nullable(num),
  voucher_status: lit('none', 'pending_review', 'approved', 'rejected'),
  voucher_note: str,
  coupon_title: nullable(str),
  agent: nullable(isAgent),
  invoice_status: lit('none', 'pending', 'issued', 'rejected'),
  ship_time: nullable(num),
  receive_time: nullable(num),
  cancel_time: nullable(num),
});

export const isConfirmOrder = obj<ConfirmOrderResult>({
  address: nullable(isAddress),
  calculation: isPriceCalculation,
  coupons: arr(isCoupon),
  pay_methods: arr(payMethod),
  balance: money,
});
export const isPlaceOrder = obj<PlaceOrderResult>({
  id: num,
  order_sn: str,
  pay_amount: money,
  status: orderStatus,
  cart_count: num,
});
export const isOrderButton = obj<OrderButtonResult>({
  actions: arr(
    lit(
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
    ),
  ),
});
export const isOrderCounts = obj<OrderQuantityStatistics>({
  pending_payment: num,
  paid: num,
  shipped: num,
  received: num,
  after_sales: num,
});
export const isAgainOrder = obj<AgainOrderResult>({ cart_ids: arr(num), count: num });
export const isLogisticsCompanyList = listOf(obj<LogisticsCompany>({ id: num, name: str, code: str }));

export const isAppraisalPage = paged(
  obj<Appraisal>({
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
    reply: nullable(str),
  }),
);

export const isInvoicePage = paged(
  obj<Invoice>({
    id: num,
    order_ids: arr(num),
    order_sns: arr(str),
    amount: money,
    status: invoiceStatus,
    profile: obj({
      title_type: lit('personal', 'company'),
      title: str,
      tax_no: str,
      email: str,
      mobile: str,
      company_address: str,
      bank_name: str,
      bank_account: str,
      is_default: bool,
    }),
    file_url: str,
    reject_reason: str,
    create_time: num,
    issue_time: nullable(num),
  }),
);

export const isConfirmAfterSales = obj<ConfirmAfterSalesResult>({
  items: arr(isOrderItem),
  max_amount: money,
  types: arr(afterSalesType),
  reasons: arr(afterSalesReason),
});

const afterSalesShape: Shape<AfterSalesSummary> = {
  id: num,
  after_sales_sn: str,
  order_id: num,
  order_sn: str,
  type: afterSalesType,
  status: afterSalesStatus,
  amount: money,
  items: arr(isOrderItem),
  create_time: num,
};
export const isAfterSalesPage = paged(obj<AfterSalesSummary>(afterSalesShape));
export const isAfterSalesDetail = obj<AfterSalesDetail>({
  ...afterSalesShape,
  reason: afterSalesReason,
  description: str,
  images: arr(str),
  shop_note: str,
  return_address: nullable(isAddressSnapshot),
  return_logistics: nullable(obj({ company: str, tracking_no: str })),
  refund_time: nullable(num),
  timeline: arr(obj({ time: num, status: afterSalesStatus, text: str })),
});
export const isAfterSalesButton = obj<AfterSalesButtonResult>({
  actions: arr(lit('edit', 'return_shipping', 'progress')),
});
