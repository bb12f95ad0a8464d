import type { IdResult } from '../account/responses';
import type { SpecQuantity } from '../commodity/requests';
import type { Call, Empty, Id, ListOf, Money, NoParams, PageRequest, Paged } from '../contract';
import type {
  AfterSalesButtonResult,
  AfterSalesDetail,
  AfterSalesReason,
  AfterSalesStatus,
  AfterSalesSummary,
  AfterSalesType,
  ConfirmAfterSalesResult,
} from './after-sales-responses';
import type {
  AgainOrderResult,
  Agent,
  Appraisal,
  ConfirmOrderResult,
  Invoice,
  InvoiceStatus,
  LogisticsCompanyListResult,
  OrderAction,
  OrderButtonResult,
  OrderDetail,
  OrderListResult,
  OrderQuantityStatistics,
  OrderStatus,
  PlaceOrderResult,
} from './responses';

/** What the order group sends. */

/** Where an order comes from: the selected cart lines, or 'buy now' of one goods. */
export type OrderSource =
  | { source: 'cart'; cart_ids: Id[] }
  | { source: 'buy_now'; commodity_id: Id; items: SpecQuantity[] };

/** /api/order/confirmOrder: the checkout preview; nothing is written. */
export type ConfirmOrderRequest = OrderSource & { address_id?: Id | null; coupon_id?: Id | null };

/**
 * /api/order/place: creates the order (and removes the cart lines it came from).
 * 304 when a spec ran out of stock since the preview.
 */
export type PlaceOrderRequest = OrderSource & {
  address_id: Id;
  coupon_id: Id | null;
  agent_id: Id | null;
  remark: string;
  /** Guards against a double submission: the same key answers the same order. */
  request_key: string;
};

/** /api/order/list. */
export interface OrderListRequest extends PageRequest {
  /** 'all' or one status. */
  status: OrderStatus | 'all';
  keyword?: string;
  /** Only paid orders with no invoice yet (the invoice application page). */
  invoiceable?: boolean;
}

/** /api/order/details, /api/order/button (the read). */
export interface OrderIdRequest {
  id: Id;
}

/** The actions the button call performs itself rather than naming another call for. */
export type OrderButtonPress = Extract<OrderAction, 'cancel' | 'confirm_receipt'>;

/**
 * /api/order/button with an `action`: performs it and answers the order's actions after it.
 * The path is the shop's own addition, so its payload is ours (docs/api-layer.md): like the
 * "order button" call of many PHP shop backends, it both lists and presses the buttons.
 * cancel: while pending payment with no transfer receipt under review; the order is cancelled,
 * its stock and coupon given back. confirm_receipt: while shipped; the order becomes received
 * (appraisal and after-sales as for a delivered order). Any other state answers code 0.
 */
export interface OrderButtonPressRequest extends OrderIdRequest {
  action: OrderButtonPress;
}

/** /api/order/button: without `action` a read, with one a write. */
export type OrderButtonRequest = OrderIdRequest | OrderButtonPressRequest;

/** /api/order/changeAddress: only while pending payment or paid (not shipped). */
export interface ChangeAddressRequest {
  order_id: Id;
  address_id: Id;
}

/** /api/order/editOrderRemark. */
export interface EditOrderRemarkRequest {
  order_id: Id;
  remark: string;
}

/** /api/order/againOrder: puts the order's specs back into the cart, answers their cart lines. */
export interface AgainOrderRequest {
  order_id: Id;
}

/** /api/order/appraise: one entry per order line; the order becomes completed. */
export interface AppraiseRequest {
  order_id: Id;
  items: { order_item_id: Id; rating: 1 | 2 | 3 | 4 | 5; content: string; images: string[] }[];
  anonymous: boolean;
}

/** /api/order/appraiseList: a goods' appraisals (commodity_id), or the shopper's own (none). */
export interface AppraiseListRequest extends PageRequest {
  commodity_id?: Id;
}

/** /api/order/invoicing: apply for an invoice over paid orders with a profile. */
export interface InvoicingRequest {
  order_ids: Id[];
  profile_id: Id;
}
/** /api/order/invoicingList: the shopper's invoices (orders still to invoice: orderList with `invoiceable`). */
export interface InvoicingListRequest extends PageRequest {
  status?: InvoiceStatus;
}
/** /api/order/invoicingEdit: change the profile of a pending or rejected invoice (it is reviewed again). */
export interface InvoicingEditRequest {
  id: Id;
  profile_id: Id;
}

/** /api/order/confirmAfterSales: the preview before applying. */
export interface ConfirmAfterSalesRequest {
  order_id: Id;
  order_item_ids: Id[];
}

/** /api/order/applyAfterSales. */
export interface ApplyAfterSalesRequest {
  order_id: Id;
  items: { order_item_id: Id; quantity: number }[];
  type: AfterSalesType;
  reason: AfterSalesReason;
  amount: Money;
  description: string;
  images: string[];
}

/**
 * /api/order/editAppyAfterSales (spelling as in the spec): edit a rejected or under-review
 * application, or, once approved for return, give the return parcel's carrier and number.
 */
export type EditAfterSalesRequest =
  | ({ id: Id; step: 'application' } & Omit<ApplyAfterSalesRequest, 'order_id' | 'items'>)
  | { id: Id; step: 'return_shipping'; logistics_company_id: Id; tracking_no: string };

/** /api/order/afterSalesList. */
export interface AfterSalesListRequest extends PageRequest {
  status?: AfterSalesStatus;
}
/** /api/order/afterSalesDetails, /api/order/afterSalesButton. */
export interface AfterSalesIdRequest {
  id: Id;
}

/** The order group's paths, their requests and answers. */
export interface OrderPaths {
  '/api/order/confirmOrder': Call<ConfirmOrderRequest, ConfirmOrderResult>;
  '/api/order/place': Call<PlaceOrderRequest, PlaceOrderResult>;
  '/api/order/list': Call<OrderListRequest, OrderListResult>;
  '/api/order/details': Call<OrderIdRequest, OrderDetail>;
  '/api/order/button': Call<OrderButtonRequest, OrderButtonResult>;
  '/api/order/appraise': Call<AppraiseRequest, Empty>;
  '/api/order/appraiseList': Call<AppraiseListRequest, Paged<Appraisal>>;
  '/api/order/logisticsCompanyList': Call<NoParams, LogisticsCompanyListResult>;
  '/api/order/orderQuantityStatistics': Call<NoParams, OrderQuantityStatistics>;
  '/api/order/agentList': Call<NoParams, ListOf<Agent>>;
  '/api/order/invoicing': Call<InvoicingRequest, IdResult>;
  '/api/order/invoicingList': Call<InvoicingListRequest, Paged<Invoice>>;
  '/api/order/invoicingEdit': Call<InvoicingEditRequest, Empty>;
  '/api/order/changeAddress': Call<ChangeAddressRequest, Empty>;
  '/api/order/againOrder': Call<AgainOrderRequest, AgainOrderResult>;
  '/api/order/confirmAfterSales': Call<ConfirmAfterSalesRequest, ConfirmAfterSalesResult>;
  '/api/order/applyAfterSales': Call<ApplyAfterSalesRequest, IdResult>;
  '/api/order/afterSalesList': Call<AfterSalesListRequest, Paged<AfterSalesSummary>>;
  '/api/order/afterSalesDetails': Call<AfterSalesIdRequest, AfterSalesDetail>;
  '/api/order/afterSalesButton': Call<AfterSalesIdRequest, AfterSalesButtonResult>;
  '/api/order/editAppyAfterSales': Call<EditAfterSalesRequest, Empty>;
  '/api/order/editOrderRemark': Call<EditOrderRemarkRequest, Empty>;
}
