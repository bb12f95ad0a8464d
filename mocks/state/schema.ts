import type {
  AddressInput,
  AfterSalesReason,
  AfterSalesStatus,
  AfterSalesType,
  AfterSalesTimelineEntry,
  AddressSnapshot,
  BankCard,
  CouponType,
  FeedbackType,
  InvoiceStatus,
  InvoicingProfileInput,
  NotificationSubject,
  LedgerKind,
  LedgerStatus,
  NotificationType,
  OrderStatus,
  PayMethod,
  VoucherStatus,
  WithdrawalStatus,
} from '@/api/types';

/**
 * The demo backend's whole mutable state: plain JSON, so it can be saved in localStorage and
 * restored. The catalogue itself is not here (it is rebuilt from its seed); only what shoppers
 * change is (stock taken, carts, orders, balances…). Money is integer cents.
 */
export const STATE_VERSION = 3;

export interface UserRecord {
  id: number;
  username: string;
  nickname: string;
  email: string;
  mobile: string;
  area_code: string;
  password: string;
  avatar: string;
  gender: 0 | 1 | 2;
  birthday: string;
  motto: string;
  /** Cents. */
  balance: number;
  /** Cumulative paid cents before the demo started (the seeded account's history). */
  baseSpend: number;
  score: number;
  join_time: number;
  last_login_time: number;
  last_login_ip: string;
  user_code: string;
  inviter_id: string;
  wx_openid: string;
}

export interface SessionRecord {
  userId: number;
  /** Milliseconds, so a fault switch set in the same second still tells old tokens from new. */
  issuedMs: number;
  expiresAt: number;
}

export interface CodeRecord {
  code: string;
  sentAt: number;
  expiresAt: number;
}

export interface CartLineRecord {
  id: number;
  userId: number;
  goodsId: number;
  specId: number;
  quantity: number;
  selected: boolean;
  addedAt: number;
}

export interface AddressRecord extends AddressInput {
  id: number;
  userId: number;
}

export interface ProfileRecord extends InvoicingProfileInput {
  id: number;
  userId: number;
}

export interface OrderItemRecord {
  id: number;
  goodsId: number;
  specId: number;
  quantity: number;
  /** Unit cents at the reached tier. */
  price: number;
  appraised: boolean;
  afterSalesId: number | null;
  /**
   * The batch whose price this line was bought at, so a cancel hands the batch's pieces back.
   * Optional: orders kept in a browser from before the field have none (nothing to hand back).
   */
  batchId?: number | null;
}

export interface OrderRecord {
  id: number;
  sn: string;
  userId: number;
  status: OrderStatus;
  items: OrderItemRecord[];
  goods: number;
  coupon: number;
  couponId: number | null;
  couponTitle: string | null;
  member: number;
  freight: number;
  pay: number;
  address: AddressSnapshot;
  remark: string;
  agentId: number | null;
  payMethod: PayMethod | null;
  payTime: number | null;
  payDeadline: number;
  voucher: { status: VoucherStatus; images: string[]; remark: string; note: string; uploadTime: number | null };
  /** Traces are derived from the shipping time when answered, so they grow as the clock moves. */
  logistics: { companyId: number; trackingNo: string; shippedTime: number } | null;
  shipTime: number | null;
  receiveTime: number | null;
  cancelTime: number | null;
  completeTime: number | null;
  invoiceId: number | null;
  createTime: number;
  requestKey: string;
}

export interface AfterSalesRecord {
  id: number;
  sn: string;
  userId: number;
  orderId: number;
  type: AfterSalesType;
  status: AfterSalesStatus;
  reason: AfterSalesReason;
  amount: number;
  description: string;
  images: string[];
  items: { orderItemId: number; quantity: number }[];
  shopNote: string;
  returnLogistics: { company: string; trackingNo: string } | null;
  refundTime: number | null;
  /** When the shop reviews (or refunds) next; the demo's clock moves the case on. */
  dueAt: number | null;
  timeline: AfterSalesTimelineEntry[];
  createTime: number;
}

export interface AppraisalRecord {
  id: number;
  userId: number;
  orderId: number;
  goodsId: number;
  specId: number;
  rating: number;
  content: string;
  images: string[];
  anonymous: boolean;
  createTime: number;
}

export interface CouponRecord {
  id: number;
  userId: number;
  title: string;
  type: CouponType;
  /** Cents off for 'amount'; hundredths of the price for 'discount' (90 = pay 90 %). */
  value: number;
  threshold: number;
  /** A category id, or 0 for all goods. */
  categoryId: number;
  startTime: number;
  endTime: number;
  usedTime: number | null;
  orderId: number | null;
  delayed: { openTime: number; opened: boolean } | null;
  reminded: boolean;
  /** The order that earned a second-rebate coupon. */
  sourceOrderId: number | null;
}

export interface LedgerRecord {
  id: number;
  userId: number;
  kind: LedgerKind;
  title: string;
  /** Signed cents. */
  amount: number;
  balanceAfter: number | null;
  status: LedgerStatus;
  sn: string;
  payMethod: PayMethod | null;
  createTime: number;
  /** Recharges paid by bank transfer are confirmed by the shop at this time. */
  dueAt: number | null;
}

export interface WithdrawalRecord {
  id: number;
  sn: string;
  userId: number;
  amount: number;
  fee: number;
  status: WithdrawalStatus;
  bank: BankCard;
  rejectReason: string;
  createTime: number;
  finishTime: number | null;
  ledgerId: number;
  dueAt: number | null;
}

export interface InvoiceRecord {
  id: number;
  userId: number;
  orderIds: number[];
  amount: number;
  status: InvoiceStatus;
  profile: InvoicingProfileInput;
  rejectReason: string;
  createTime: number;
  issueTime: number | null;
  dueAt: number | null;
}

export interface FeedbackRecord {
  id: number;
  userId: number;
  type: FeedbackType;
  content: string;
  images: string[];
  contact: string;
  createTime: number;
  reply: string | null;
  replyTime: number | null;
}

export interface UserNoticeRecord {
  id: number;
  userId: number;
  type: NotificationType;
  /** Texts in English with the facts; localized when answered. */
  key: 'order_paid' | 'order_shipped' | 'order_cancelled' | 'after_sales' | 'withdrawal' | 'coupon';
  params: Record<string, string>;
  createTime: number;
  /** The record it tells of (absent in demo states saved before messages linked to it). */
  subject?: NotificationSubject;
}

export interface DemoState {
  version: number;
  seq: number;
  /** Seconds the demo clock runs ahead of the real one (POST /__demo/clock). */
  clockOffset: number;
  users: UserRecord[];
  sessions: Partial<Record<string, SessionRecord>>;
  refreshTokens: Partial<Record<string, SessionRecord>>;
  codes: Partial<Record<string, CodeRecord>>;
  /** WeChat third sessions (H5-WX) waiting for a phone number. */
  thirdSessions: Partial<Record<string, { openid: string; userId: number | null }>>;
  cart: CartLineRecord[];
  /** Pieces taken from each spec's seeded stock (negative after restocking). */
  stockTaken: Partial<Record<string, number>>;
  /** Pieces sold per batch goods: `${batchId}:${goodsId}`. */
  batchSold: Partial<Record<string, number>>;
  favourites: Partial<Record<string, number[]>>;
  searchHistory: { id: number; userId: number; keyword: string; time: number }[];
  addresses: AddressRecord[];
  profiles: ProfileRecord[];
  orders: OrderRecord[];
  afterSales: AfterSalesRecord[];
  appraisals: AppraisalRecord[];
  coupons: CouponRecord[];
  ledger: LedgerRecord[];
  withdrawals: WithdrawalRecord[];
  invoices: InvoiceRecord[];
  feedback: FeedbackRecord[];
  notices: UserNoticeRecord[];
  /** Read notices per user: system notice ids and own notice ids share one id space. */
  noticeRead: Partial<Record<string, number[]>>;
  /** Users invited by each user (their ids), for the invite log. */
  invites: { inviterId: number; userId: number; reward: number; time: number }[];
}

/** The next id of anything (one sequence for all, so ids never collide across kinds). */
export function nextId(db: DemoState): number {
  db.seq += 1;
  return db.seq;
}
