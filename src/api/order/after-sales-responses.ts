import { arr, lit, money, nullable, num, obj, str, type Infer } from '@/lib/check';
import { isAddressSnapshot } from '../account/responses';
import { paged } from '../contract';
import { isOrderItem } from './responses';

/** Answers of the order group about after-sales cases, each written once as its check. */

export const afterSalesType = lit('refund_only', 'return_refund');
export type AfterSalesType = Infer<typeof afterSalesType>;

/**
 * under_review → approved (refund_only: refunded follows; return_refund: the shopper sends the
 * goods back → returning → refunded) or → rejected (the shopper may edit and re-apply).
 */
export const afterSalesStatus = lit('under_review', 'approved', 'rejected', 'returning', 'refunded');
export type AfterSalesStatus = Infer<typeof afterSalesStatus>;

export const afterSalesReason = lit(
  'quality',
  'wrong_item',
  'missing_item',
  'damaged',
  'not_as_described',
  'no_longer_needed',
  'other',
);
export type AfterSalesReason = Infer<typeof afterSalesReason>;

/** /api/order/confirmAfterSales: the preview before applying (what may be claimed, up to how much). */
export const isConfirmAfterSales = obj({
  items: arr(isOrderItem),
  max_amount: money,
  types: arr(afterSalesType),
  reasons: arr(afterSalesReason),
});
export type ConfirmAfterSalesResult = Infer<typeof isConfirmAfterSales>;

const isAfterSalesTimelineEntry = obj({
  time: num,
  status: afterSalesStatus,
  /** What happened, in words. */
  text: str,
});
export type AfterSalesTimelineEntry = Infer<typeof isAfterSalesTimelineEntry>;

const afterSalesShape = {
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
const isAfterSalesSummary = obj(afterSalesShape);
export type AfterSalesSummary = Infer<typeof isAfterSalesSummary>;
/** /api/order/afterSalesList. */
export const isAfterSalesPage = paged(isAfterSalesSummary);

/** /api/order/afterSalesDetails. */
export const isAfterSalesDetail = obj({
  ...afterSalesShape,
  reason: afterSalesReason,
  description: str,
  images: arr(str),
  /** The shop's note (why rejected, where to send the goods). */
  shop_note: str,
  /** Where to send returned goods, once approved for return. */
  return_address: nullable(isAddressSnapshot),
  return_logistics: nullable(obj({ company: str, tracking_no: str })),
  refund_time: nullable(num),
  /** Oldest first. */
  timeline: arr(isAfterSalesTimelineEntry),
});
export type AfterSalesDetail = Infer<typeof isAfterSalesDetail>;

/** /api/order/afterSalesButton: what the shopper may do with a case now. */
const afterSalesAction = lit('edit', 'return_shipping', 'progress');
export type AfterSalesAction = Infer<typeof afterSalesAction>;
export const isAfterSalesButton = obj({ actions: arr(afterSalesAction) });
export type AfterSalesButtonResult = Infer<typeof isAfterSalesButton>;
