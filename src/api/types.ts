/**
 * Request and response types of every call of docs/spec/endpoints.txt, plus the three
 * start-up calls and the token refresh. The one module the demo backend (mocks/) and the pages
 * share with the API layer: define a shape once here, never beside a page.
 *
 * Conventions (server-family.md, and ours where the spec says "not shown"):
 * - Every answer is the envelope `{ code, msg, time, data }` (`ApiEnvelope`); the types below are
 *   `data`. A call that returns nothing answers `data: null` (`Empty`).
 * - Field names are snake_case like the server family's own (`join_time`, `last_login_ip`);
 *   request fields that the family names in camelCase (`refreshToken`, `oldPassword`) keep it.
 * - Ids are numbers. Money is a string with two decimals ('12.50'), never a float. Times are Unix
 *   seconds. Rates (discounts) are strings too ('0.95' = pay 95 %).
 * - Paged calls take `{ page, limit }` (page from 1) and answer `{ list, total }`.
 * - Booleans are JSON booleans. Rich text (descriptions, notices, agreements) is HTML and must go
 *   through DOMPurify before rendering.
 * - `EndpointMap` at the end maps every path to its request and response, for typed mock handlers.
 */
import type { UserInfo } from '@/state/session-slice';
import type { SysConfig } from '@/state/sys-config-slice';

export type { UserInfo, SysConfig };

// ─── Scalars and building blocks ─────────────────────────────────────────────────────────────

/** A decimal amount as the server writes it: a string with two decimals, e.g. '1280.00'. */
export type Money = string;
/** Unix time in seconds. */
export type UnixTime = number;
export type Id = number;
/** A URL of an image: absolute, or a path on the API host. */
export type ImageUrl = string;
/** HTML from the server: sanitise with DOMPurify before rendering. */
export type RichText = string;

/** `data: null`: the call answers only with a message. */
export type Empty = null;
export type NoParams = Record<string, never>;

export interface PageRequest {
  /** 1-based. */
  page: number;
  limit: number;
}

export interface Paged<T> {
  list: T[];
  total: number;
}

/** A whole (unpaged) list, kept in the same `{ list }` shape as paged answers. */
export interface ListOf<T> {
  list: T[];
}

/** The envelope of every answer (spec section 8; server-family.md). */
export interface ApiEnvelope<T> {
  code: number;
  msg: string;
  time?: UnixTime;
  data: T;
  /** When present, the answer resolves as success whatever `code` says (spec section 8). */
  errCode?: unknown;
}

/** 303 carries `data.type` (server-family.md). */
export interface NotLoggedInData {
  type: 'need login' | 'logged in';
}

/** 304 (insufficient stock): `data` is a list of these (a `{ list }` wrapper is accepted too). */
export interface StockShortage {
  commodity_title: string;
  specs_title: string;
}

// ─── Start-up calls and token refresh (paths not shown in the spec: our choice, see docs/api-layer.md) ───

/** POST /api/common/systemDefaultLanguage, body {}. */
export interface DefaultLanguage {
  /** A loose server code ('en', 'zh-cn', 'zh_TW'); the client maps it onto its five locales. */
  lang: string;
  title: string;
  /** Display name, stored as lang_name. */
  language: string;
}

/** POST /api/common/getLang: the server's message dictionary for one language. */
export interface GetLangRequest {
  lang: string;
}
export type LanguagePack = Record<string, string>;

/** POST /api/common/getConfiguration with `{ name: '' }` (empty name = the whole configuration). */
export interface GetConfigurationRequest {
  name: string;
}

/** POST /api/common/refreshToken, with the expired token still in `ba-user-token`. */
export interface RefreshTokenRequest {
  refreshToken: string;
}
export interface RefreshTokenResult {
  type: 'user-refresh';
  token: string;
}

// ─── Account: login and registration ─────────────────────────────────────────────────────────

/** Who invited this shopper (the inviting user number kept as invite_user), when known. */
export interface InviterField {
  inviter_id?: string;
}

/** Every login call answers this; the client reads data.userInfo.token (spec section 7). */
export interface LoginResult {
  userInfo: UserInfo;
  /** Where the server suggests going next; the client only follows own paths. */
  routePath: string;
}

/** /mallapi/wxuser/loginma: the WeChat code from the H5-WX OAuth redirect. Sent to basePath2. */
export interface WxLoginRequest extends InviterField {
  code: string;
}
/** What goes on the wire: the API layer adds the configured tenantId ('1'). */
export interface WxLoginBody extends WxLoginRequest {
  tenantId: string;
}
/** userInfo is null while the WeChat user has no phone bound yet (then getPhoneNumber follows). */
export interface WxLoginResult {
  third_session: string;
  userInfo: UserInfo | null;
}

/** /api/xmwechat.Miniprogram/getPhoneNumber: binds the WeChat phone and logs in (third-session header sent). */
export interface WxPhoneNumberRequest extends InviterField {
  code: string;
}

/** /api/user/mobileLogin: an unknown mobile is registered (server-family.md). */
export interface MobileLoginRequest extends InviterField {
  mobile: string;
  /** Dialling code without '+', e.g. '86'. */
  area_code: string;
  captcha: string;
}

export type RegisterType = 'email' | 'mobile';

/** /api/user/register: the shop's own registration (username + password + a code). */
export interface RegisterRequest extends InviterField {
  /** Letter first, 3–16 of letters, digits, '_'. */
  username: string;
  /** 6–32 characters, none of & < > " ' */
  password: string;
  registerType: RegisterType;
  email?: string;
  mobile?: string;
  area_code?: string;
  captcha: string;
}

/** /api/user/googleLogin: the ID token (credential) from Google Identity Services. */
export interface GoogleLoginRequest extends InviterField {
  credential: string;
}

/** /api/user/checkIn: BuildAdmin's login and register in one call, told apart by `tab`. */
export type CheckInRequest =
  | { tab: 'login'; username: string; password: string; keep: boolean }
  | (RegisterRequest & { tab: 'register'; keep?: boolean });

/** /api/user/logout: the refresh token so the server can delete it. */
export interface LogoutRequest {
  refreshToken: string;
}

/** /api/user/changeMobile. */
export interface ChangeMobileRequest {
  mobile: string;
  area_code: string;
  captcha: string;
}

/** /api/user/simpleIp: where the request comes from, to preselect country and dialling code. */
export interface SimpleIpResult {
  ip: string;
  /** ISO 3166-1 alpha-2, '' when unknown. */
  country_code: string;
  country: string;
  /** Dialling code without '+'. */
  area_code: string;
}

// ─── Account: profile ────────────────────────────────────────────────────────────────────────

/**
 * /api/account/userInfo answers the user without tokens; the session keeps its own token. The shop
 * adds `area_code` (dialling code without '+') so the mobile can be shown with its country code.
 */
export type UserProfile = Omit<UserInfo, 'token' | 'refresh_token'> & { area_code?: string };
export interface UserInfoResult {
  userInfo: UserProfile;
}

/** /api/account/profile (BuildAdmin): answers null with a success msg. */
export interface ProfileRequest {
  id: Id;
  avatar: ImageUrl;
  username: string;
  nickname: string;
  gender: 0 | 1 | 2;
  /** 'YYYY-MM-DD' or ''. */
  birthday: string;
  motto: string;
}

/** /api/account/changePassword: the server ends the session; the client logs in again. */
export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
}

/** /api/account/changeEmail. */
export interface ChangeEmailRequest {
  email: string;
  captcha: string;
}

/** /api/account/vipGradeList: every membership level and where the shopper stands. */
export interface VipGrade {
  id: Id;
  level: number;
  name: string;
  icon: ImageUrl;
  /** Cumulative paid amount that reaches this level. */
  threshold: Money;
  /** Price factor on goods for this level: '0.95' = 5 % off; '1.00' = none. */
  discount: string;
  benefits: string[];
}
export interface VipGradeListResult extends ListOf<VipGrade> {
  current_level: number;
  /** Cumulative paid amount so far. */
  total_spend: Money;
  /** Still to spend for the next level; null at the top level. */
  next_level_gap: Money | null;
}

export type FeedbackType = 'suggestion' | 'problem' | 'complaint' | 'other';

/** /api/account/feedback. Images: URLs or data: URLs (there is no upload call in the spec). */
export interface FeedbackRequest {
  type: FeedbackType;
  content: string;
  images: string[];
  contact: string;
}
export interface Feedback {
  id: Id;
  type: FeedbackType;
  content: string;
  images: ImageUrl[];
  create_time: UnixTime;
  reply: string | null;
  reply_time: UnixTime | null;
}

// ─── Account: addresses and invoicing profiles ───────────────────────────────────────────────

export interface AddressInput {
  name: string;
  area_code: string;
  mobile: string;
  country_id: Id;
  province: string;
  city: string;
  district: string;
  /** Street, building, door. */
  address: string;
  postcode: string;
  is_default: boolean;
}
export interface Address extends AddressInput {
  id: Id;
  /** Country name, for display. */
  country: string;
}

/**
 * /api/account/addressRenew: create (no id), update (id) or delete (`delete: true`).
 * Answers the id concerned. Making an address default clears the flag on the others.
 */
export type AddressRenewRequest = (AddressInput & { id?: Id }) | { id: Id; delete: true };
export interface IdResult {
  id: Id;
}

/** /api/account/addressList: not paged (a shopper has a handful). */
export type AddressListResult = ListOf<Address>;

export type InvoiceTitleType = 'personal' | 'company';

/** An invoicing profile: who the invoice is made out to. */
export interface InvoicingProfileInput {
  title_type: InvoiceTitleType;
  /** Person's or company's name on the invoice. */
  title: string;
  /** Tax number; '' for a person. */
  tax_no: string;
  /** Where the electronic invoice is sent. */
  email: string;
  mobile: string;
  company_address: string;
  bank_name: string;
  bank_account: string;
  is_default: boolean;
}
export interface InvoicingProfile extends InvoicingProfileInput {
  id: Id;
}

/** /api/account/getUserInvoicing. */
export type InvoicingProfileListResult = ListOf<InvoicingProfile>;
/** /api/account/userInvoicing: create, update or delete, like addressRenew. */
export type UserInvoicingRequest = (InvoicingProfileInput & { id?: Id }) | { id: Id; delete: true };

// ─── Account: invitations ────────────────────────────────────────────────────────────────────

/** /api/Account/getInviteLog: shoppers who registered through this shopper's share link. */
export interface InviteLogEntry {
  id: Id;
  user_code: string;
  nickname: string;
  avatar: ImageUrl;
  join_time: UnixTime;
  /** Reward credited for this invitation so far. */
  reward: Money;
}
export interface InviteLogResult extends Paged<InviteLogEntry> {
  reward_total: Money;
}

// ─── Verification codes ──────────────────────────────────────────────────────────────────────

/** BuildAdmin's events, plus the shop's login-by-code. */
export type CodeEvent =
  | 'user_register'
  | 'user_login'
  | 'user_change_email'
  | 'user_change_mobile'
  | 'user_retrieve_pwd';

/** /api/sms/send: a second send within 60 s fails. */
export interface SmsSendRequest {
  mobile: string;
  area_code: string;
  event: CodeEvent;
}
/** /api/sms/check. */
export interface SmsCheckRequest {
  mobile: string;
  area_code: string;
  event: CodeEvent;
  /** Six digits. */
  captcha: string;
}
/** /api/ems/send. */
export interface EmsSendRequest {
  email: string;
  event: CodeEvent;
}

// ─── Common ──────────────────────────────────────────────────────────────────────────────────

/** Where a banner, activity or notice leads. `url` is an own path or an external link. */
export type LinkType = 'none' | 'goods' | 'category' | 'activity' | 'batch' | 'url';
export interface Link {
  link_type: LinkType;
  /** The goods, category, activity or batch id as a string, or the URL; '' for none. */
  link: string;
}

export type BannerPosition = 'home' | 'class' | 'user';
/** /api/common/bannerList. */
export interface BannerListRequest {
  position: BannerPosition;
}
export interface Banner extends Link {
  id: Id;
  title: string;
  image: ImageUrl;
}

/** /api/common/hotSearch. */
export interface HotKeyword {
  id: Id;
  keyword: string;
}

export type NotificationType = 'system' | 'order' | 'activity';
/** /api/common/systemNotification (paged, newest first). */
export interface SystemNotificationRequest extends PageRequest {
  type?: NotificationType;
}
export interface SystemNotification {
  id: Id;
  type: NotificationType;
  title: string;
  /** Plain-text excerpt for the list. */
  summary: string;
  content: RichText;
  is_read: boolean;
  create_time: UnixTime;
}
/** /api/common/systemNotificationSee: one notice, or all (`all: true`). Answers the unread count left. */
export type SystemNotificationSeeRequest = { id: Id } | { all: true };
export interface UnreadCountResult {
  count: number;
}

export type AgreementType = 'user' | 'privacy' | 'about' | 'return_policy';
/** /api/common/getAgreement. */
export interface AgreementRequest {
  type: AgreementType;
}
export interface Agreement {
  title: string;
  content: RichText;
  update_time: UnixTime;
}

/** /api/common/helpCenter: the questions page. */
export interface HelpEntry {
  id: Id;
  question: string;
  answer: RichText;
}

/** /api/common/countryList. */
export interface Country {
  id: Id;
  name: string;
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** Dialling code without '+'. */
  area_code: string;
}
/** /api/common/areaCodeList: dialling codes for phone inputs. */
export interface AreaCode {
  country: string;
  /** Without '+', e.g. '86'. */
  code: string;
}

/** /api/common/categoryList: the whole category tree (the class tab). */
export interface CategoryNode {
  id: Id;
  parent_id: Id;
  name: string;
  image: ImageUrl;
  children: CategoryNode[];
}

/** /api/common/platformBankCard: the shop's accounts for paying by bank transfer. */
export interface PlatformBankCard {
  id: Id;
  bank_name: string;
  account_name: string;
  account_no: string;
  branch: string;
  swift: string;
  currency: string;
  note: string;
}

/** /api/Common/getInviteTemplate: the share poster and the rules of the invitation programme. */
export interface InviteTemplate {
  title: string;
  share_text: string;
  poster: ImageUrl;
  rules: RichText;
}

// ─── Catalogue: goods ────────────────────────────────────────────────────────────────────────

/** /api/commodity/labelList: tags shown on goods cards ('New', 'Hot', …). */
export interface Label {
  id: Id;
  name: string;
  /** CSS colour of the tag. */
  color: string;
}

/**
 * Wholesale price tiers of one goods. The tier is chosen by the TOTAL quantity of that goods
 * across all its specs in the cart or order: the highest `min_qty` not above the total.
 * Sorted by min_qty ascending; the first tier's min_qty equals the goods' min_order_qty.
 */
export interface PriceTier {
  min_qty: number;
  /** Price of one piece at this tier. */
  price: Money;
}

/** A spec option (one plating colour, or one size). */
export interface SpecOption {
  id: Id;
  name: string;
  /** Swatch colour for platings ('#d4af37'); '' for sizes. */
  color: string;
}

/** One sellable combination: plating colour × size, with its own stock. */
export interface GoodsSpec {
  id: Id;
  plating_id: Id;
  size_id: Id;
  /** Display title, e.g. '18K Gold / 7'. The 304 answer's specs_title is this. */
  title: string;
  stock: number;
  sku: string;
  /** Picture of this plating; '' to use the goods cover. */
  image: ImageUrl;
}

export type GoodsStatus = 'on_sale' | 'off_shelf';

/** A goods in lists (catalogue, search, recommendations, favourites). */
export interface GoodsCard {
  id: Id;
  title: string;
  /** Cover picture. */
  image: ImageUrl;
  /** The lowest tier price ('from'). */
  price: Money;
  /** The first-tier price, struck through when `price` is lower; equals price when there is one tier. */
  original_price: Money;
  min_order_qty: number;
  labels: Label[];
  sales: number;
  is_collect: boolean;
}

/** /api/commodity/commodityDetails. */
export interface GoodsDetail extends GoodsCard {
  images: ImageUrl[];
  video: string;
  price_tiers: PriceTier[];
  platings: SpecOption[];
  sizes: SpecOption[];
  specs: GoodsSpec[];
  /** Sum of all specs' stock. */
  stock: number;
  category_ids: Id[];
  description: RichText;
  status: GoodsStatus;
  /** Unit shown after quantities ('pcs', 'pairs'). */
  unit: string;
  appraise_count: number;
}

export type GoodsSort = 'default' | 'sales' | 'price_asc' | 'price_desc' | 'new';

/**
 * /api/commodity/commodityList: the catalogue, search results and favourites
 * (`is_collect: true` lists only the shopper's favourites). `keyword` matches the goods' names,
 * its code and its specs' codes (`sku`), so the code on a tag finds its goods. Searching records
 * the keyword in the search history.
 */
export interface CommodityListRequest extends PageRequest {
  keyword?: string;
  category_id?: Id;
  label_id?: Id;
  sort?: GoodsSort;
  min_price?: Money;
  max_price?: Money;
  is_collect?: boolean;
  /**
   * The shop's addition: `false` asks the server not to keep `keyword` in the search history
   * (quick order looks codes up by the hundred; they are not the buyer's searches). A server
   * that does not know the field records them as any search.
   */
  record_search?: boolean;
}
export type CommodityListResult = Paged<GoodsCard>;

/** /api/commodity/commodityCategoryList: the sub-categories of one category, with goods counts (classList). */
export interface CommodityCategoryListRequest {
  parent_id: Id;
}
export interface CommodityCategory {
  id: Id;
  name: string;
  image: ImageUrl;
  goods_count: number;
}

/** /api/commodity/commodityDetails. */
export interface CommodityDetailsRequest {
  id: Id;
}

/** /api/commodity/recommendCommodityList: 'you may also like'; with commodity_id, goods like that one. */
export interface RecommendCommodityListRequest extends PageRequest {
  commodity_id?: Id;
}

/** /api/commodity/collect: set or clear a favourite (explicit, not a toggle, so a retry is harmless). */
export interface CollectRequest {
  commodity_id: Id;
  collect: boolean;
}
export interface CollectResult {
  is_collect: boolean;
}

/** /api/commodity/SearchHistoryList: the shopper's recent keywords, newest first. */
export interface SearchHistoryEntry {
  id: Id;
  keyword: string;
  create_time: UnixTime;
}
/** /api/commodity/SearchHistoryDelete: one entry, or all (`all: true`). */
export type SearchHistoryDeleteRequest = { id: Id } | { all: true };

// ─── Catalogue: cart and prices ──────────────────────────────────────────────────────────────

/** One spec and quantity of one goods, as the client asks for it. */
export interface SpecQuantity {
  specs_id: Id;
  quantity: number;
}

/** /api/commodity/shoppingCartAdd: several specs of one goods at once (the spec picker). */
export interface ShoppingCartAddRequest {
  commodity_id: Id;
  items: SpecQuantity[];
}
/** Every cart write answers the new cart count (distinct lines), so the badge follows at once. */
export interface CartCountResult {
  count: number;
}

/** /api/commodity/shoppingCart: change a cart line's quantity and/or selection. */
export interface ShoppingCartUpdateRequest {
  /** Cart line ids. */
  ids: Id[];
  /** New quantity (only with one id). */
  quantity?: number;
  selected?: boolean;
}

/** /api/commodity/delSpecsShoppingCart: remove cart lines. */
export interface DelSpecsShoppingCartRequest {
  ids: Id[];
}

export type CartLineProblem = 'off_shelf' | 'out_of_stock' | 'spec_removed';

/** One spec of one goods in the cart. */
export interface CartLine {
  /** The cart line id. */
  id: Id;
  commodity_id: Id;
  specs_id: Id;
  specs_title: string;
  image: ImageUrl;
  quantity: number;
  stock: number;
  selected: boolean;
  /** Why the line cannot be ordered; null when it can. */
  problem: CartLineProblem | null;
}

/** The cart lines of one goods, with what the tier depends on. */
export interface CartGroup {
  commodity_id: Id;
  title: string;
  image: ImageUrl;
  min_order_qty: number;
  price_tiers: PriceTier[];
  lines: CartLine[];
}

/** /api/commodity/shoppingCartList: every line, grouped by goods. */
export type ShoppingCartListResult = ListOf<CartGroup>;

/** /api/Commodity/getSelectedShoppingCart: only the selected, orderable lines (for checkout). */
export type SelectedShoppingCartResult = ListOf<CartGroup>;

/** A line of a price calculation request: explicit quantities, or cart lines. */
export interface PricedItem {
  commodity_id: Id;
  specs_id: Id;
  quantity: number;
}

/**
 * /api/commodity/calculateShoppingPrices: the cart's selected lines (`cart_ids`) or explicit
 * items (buy now); a coupon when one is chosen. The server is the authority on prices.
 */
export interface CalculatePricesRequest {
  cart_ids?: Id[];
  items?: PricedItem[];
  coupon_id?: Id | null;
}

/** The price of one goods at its tier. */
export interface PriceLine {
  commodity_id: Id;
  title: string;
  image: ImageUrl;
  /** Total quantity of this goods across its specs: what the tier depends on. */
  quantity: number;
  /** Price of one piece at the reached tier. */
  tier_price: Money;
  amount: Money;
  /** 'Add N more for the next tier': null at the top tier. */
  next_tier: { add_qty: number; price: Money } | null;
  /** The quantity is below min_order_qty: the order cannot be placed until it is reached. */
  below_min_order: boolean;
  min_order_qty: number;
  specs: { specs_id: Id; specs_title: string; quantity: number; amount: Money }[];
}

export interface PriceCalculation {
  lines: PriceLine[];
  total_qty: number;
  /** Sum of the lines' amounts. */
  goods_amount: Money;
  coupon_id: Id | null;
  coupon_discount: Money;
  membership_level: number;
  membership_discount: Money;
  freight: Money;
  /** goods_amount − coupon_discount − membership_discount + freight. */
  total: Money;
}

// ─── Catalogue: coupons ──────────────────────────────────────────────────────────────────────

export type CouponStatus = 'unused' | 'used' | 'expired';
/** amount: `value` off; discount: pay `value` × price (value '0.90'). */
export type CouponType = 'amount' | 'discount';

export interface Coupon {
  /** This shopper's coupon id. */
  id: Id;
  title: string;
  type: CouponType;
  value: string;
  /** Minimum goods amount for the coupon to apply; '0.00' for none. */
  threshold: Money;
  start_time: UnixTime;
  end_time: UnixTime;
  status: CouponStatus;
  /** Scope in words ('All goods', 'Earrings only'). */
  scope: string;
  /**
   * A delayed second-rebate coupon: earned by an order, it can be opened from `open_time` on;
   * until it is opened it cannot be used. null for an ordinary coupon.
   */
  delayed: { open_time: UnixTime; opened: boolean } | null;
  /** The shopper was already told of this coupon (the home pop-up). */
  reminded: boolean;
  used_time: UnixTime | null;
  order_sn: string | null;
}

/** /api/commodity/coupon_list. */
export interface CouponListRequest extends PageRequest {
  status: CouponStatus;
}
/** /api/commodity/notRemindedCouponList: coupons not yet shown in the home pop-up. */
export type NotRemindedCouponListResult = ListOf<Coupon>;
/** /api/commodity/openDelayedSecondRebateCoupon: answers the opened coupon. */
export interface OpenDelayedCouponRequest {
  id: Id;
}
/** /api/commodity/setRemind: mark coupons as shown, so the pop-up does not return. */
export interface SetRemindRequest {
  ids: Id[];
}

// ─── Catalogue: batches and activities ───────────────────────────────────────────────────────

export type TimedStatus = 'upcoming' | 'ongoing' | 'ended';

/** /api/commodity/batchTimeList: the time slots batches open in (e.g. today 10:00, 14:00, 20:00). */
export interface BatchTimeSlot {
  id: Id;
  /** Label such as '10:00'. */
  title: string;
  start_time: UnixTime;
  end_time: UnixTime;
  status: TimedStatus;
}

/** /api/commodity/batchList: the batches of one slot. */
export interface BatchListRequest {
  time_id: Id;
}
export interface Batch {
  id: Id;
  time_id: Id;
  title: string;
  image: ImageUrl;
  start_time: UnixTime;
  end_time: UnixTime;
  status: TimedStatus;
  goods_count: number;
}

/** /api/commodity/batchCommodityList: the goods of one batch, at the batch price. */
export interface BatchCommodityListRequest extends PageRequest {
  batch_id: Id;
}
export interface BatchGoods extends GoodsCard {
  batch_price: Money;
  batch_stock: number;
  sold: number;
  /** Most pieces one shopper may buy in this batch; 0 = no limit. */
  limit_qty: number;
}

/** /api/commodity/activityList: promotions shown on the home page. */
export interface Activity extends Link {
  id: Id;
  title: string;
  image: ImageUrl;
  description: string;
  start_time: UnixTime;
  end_time: UnixTime;
  status: TimedStatus;
}

// ─── Orders ──────────────────────────────────────────────────────────────────────────────────

/**
 * pending_payment → paid → shipped → received → completed (appraised, or closed after the
 * appraisal period); pending_payment → cancelled (expired or cancelled by the shop).
 */
export type OrderStatus = 'pending_payment' | 'paid' | 'shipped' | 'received' | 'completed' | 'cancelled';

export type PayMethod = 'balance' | 'bank_transfer' | 'credit_card' | 'wechat';

/** The payment voucher of a bank transfer, as the shop reviews it. */
export type VoucherStatus = 'none' | 'pending_review' | 'approved' | 'rejected';

/** The delivery address as it was when the order was placed (later address edits do not change it). */
export type AddressSnapshot = Omit<Address, 'id' | 'is_default'>;

export interface LogisticsTrace {
  time: UnixTime;
  text: string;
}
export interface Logistics {
  company_id: Id;
  company: string;
  tracking_no: string;
  shipped_time: UnixTime;
  /** Newest first. */
  traces: LogisticsTrace[];
}

export interface OrderItem {
  /** The order line id (appraisals and after-sales point at it). */
  id: Id;
  commodity_id: Id;
  specs_id: Id;
  title: string;
  specs_title: string;
  image: ImageUrl;
  quantity: number;
  /** Unit price paid (the tier reached). */
  price: Money;
  amount: Money;
  appraised: boolean;
  /** The after-sales case of this line, if one was opened. */
  after_sales_id: Id | null;
}

export interface OrderAmounts {
  goods_amount: Money;
  coupon_discount: Money;
  membership_discount: Money;
  freight: Money;
  /** What the shopper pays. */
  pay_amount: Money;
}

export interface OrderSummary extends OrderAmounts {
  id: Id;
  order_sn: string;
  status: OrderStatus;
  create_time: UnixTime;
  items: OrderItem[];
  total_qty: number;
  /** Pay by this time or the order is cancelled; null once paid. */
  pay_deadline: UnixTime | null;
}

export interface OrderDetail extends OrderSummary {
  address: AddressSnapshot;
  logistics: Logistics | null;
  remark: string;
  pay_method: PayMethod | null;
  pay_time: UnixTime | null;
  voucher_status: VoucherStatus;
  /** Why the voucher was rejected, when it was. */
  voucher_note: string;
  coupon_title: string | null;
  agent: Agent | null;
  invoice_status: InvoiceStatus | 'none';
  ship_time: UnixTime | null;
  receive_time: UnixTime | null;
  cancel_time: UnixTime | null;
}

/** Where an order comes from: the selected cart lines, or 'buy now' of one goods. */
export type OrderSource =
  | { source: 'cart'; cart_ids: Id[] }
  | { source: 'buy_now'; commodity_id: Id; items: SpecQuantity[] };

/** /api/order/confirmOrder: the checkout preview; nothing is written. */
export type ConfirmOrderRequest = OrderSource & { address_id?: Id | null; coupon_id?: Id | null };
export interface ConfirmOrderResult {
  /** The chosen address, or the default one; null when the shopper has none. */
  address: Address | null;
  calculation: PriceCalculation;
  /** Coupons that apply to this order; the rest are not offered. */
  coupons: Coupon[];
  pay_methods: PayMethod[];
  /** The balance, for the balance pay method. */
  balance: Money;
}

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
export interface PlaceOrderResult {
  id: Id;
  order_sn: string;
  pay_amount: Money;
  status: OrderStatus;
  cart_count: number;
}

/** /api/order/list. */
export interface OrderListRequest extends PageRequest {
  /** 'all' or one status. */
  status: OrderStatus | 'all';
  keyword?: string;
  /** Only paid orders with no invoice yet (the invoice application page). */
  invoiceable?: boolean;
}
export type OrderListResult = Paged<OrderSummary>;

/** /api/order/details, /api/order/button (the read). */
export interface OrderIdRequest {
  id: Id;
}

/**
 * What the shopper may do with an order now (/api/order/button), each served by a call of the
 * spec: pay → orderPay/setOrderPayMethod, upload_voucher → uploadPaymentVoucher, view_voucher →
 * paymentVoucher, change_address → changeAddress, edit_remark → editOrderRemark, after_sales →
 * confirmAfterSales/applyAfterSales, appraise → appraise, again → againOrder, invoice → invoicing,
 * logistics → details' logistics. The spec has no call of its own for cancel and confirm_receipt:
 * the button call performs them itself (OrderButtonPressRequest).
 */
export type OrderAction =
  | 'pay'
  | 'cancel'
  | 'confirm_receipt'
  | 'upload_voucher'
  | 'view_voucher'
  | 'change_address'
  | 'edit_remark'
  | 'after_sales'
  | 'appraise'
  | 'again'
  | 'invoice'
  | 'logistics';
export interface OrderButtonResult {
  actions: OrderAction[];
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

/** /api/order/orderQuantityStatistics: the counts on the user tab's order row. */
export interface OrderQuantityStatistics {
  pending_payment: number;
  paid: number;
  shipped: number;
  received: number;
  /** Open after-sales cases. */
  after_sales: number;
}

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
export interface AgainOrderResult {
  cart_ids: Id[];
  count: number;
}

/** /api/order/logisticsCompanyList: carriers to pick when sending goods back. */
export interface LogisticsCompany {
  id: Id;
  name: string;
  code: string;
}

/** /api/order/agentList: the shop's sales agents a shopper may name on an order. */
export interface Agent {
  id: Id;
  name: string;
  avatar: ImageUrl;
  mobile: string;
  region: string;
}

// ─── Appraisals ──────────────────────────────────────────────────────────────────────────────

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
export interface Appraisal {
  id: Id;
  order_id: Id;
  commodity_id: Id;
  commodity_title: string;
  specs_title: string;
  image: ImageUrl;
  nickname: string;
  avatar: ImageUrl;
  rating: number;
  content: string;
  images: ImageUrl[];
  create_time: UnixTime;
  /** The shop's answer. */
  reply: string | null;
}

// ─── Invoices ────────────────────────────────────────────────────────────────────────────────

export type InvoiceStatus = 'pending' | 'issued' | 'rejected';

export interface Invoice {
  id: Id;
  order_ids: Id[];
  order_sns: string[];
  amount: Money;
  status: InvoiceStatus;
  /** The profile as it was when applied for. */
  profile: InvoicingProfileInput;
  /** The PDF, once issued. */
  file_url: string;
  reject_reason: string;
  create_time: UnixTime;
  issue_time: UnixTime | null;
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

// ─── After-sales ─────────────────────────────────────────────────────────────────────────────

export type AfterSalesType = 'refund_only' | 'return_refund';

/**
 * under_review → approved (refund_only: refunded follows; return_refund: the shopper sends the
 * goods back → returning → refunded) or → rejected (the shopper may edit and re-apply).
 */
export type AfterSalesStatus = 'under_review' | 'approved' | 'rejected' | 'returning' | 'refunded';

export type AfterSalesReason =
  | 'quality'
  | 'wrong_item'
  | 'missing_item'
  | 'damaged'
  | 'not_as_described'
  | 'no_longer_needed'
  | 'other';

/** /api/order/confirmAfterSales: the preview before applying (what may be claimed, up to how much). */
export interface ConfirmAfterSalesRequest {
  order_id: Id;
  order_item_ids: Id[];
}
export interface ConfirmAfterSalesResult {
  items: OrderItem[];
  max_amount: Money;
  types: AfterSalesType[];
  reasons: AfterSalesReason[];
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

export interface AfterSalesTimelineEntry {
  time: UnixTime;
  status: AfterSalesStatus;
  /** What happened, in words. */
  text: string;
}

export interface AfterSalesSummary {
  id: Id;
  after_sales_sn: string;
  order_id: Id;
  order_sn: string;
  type: AfterSalesType;
  status: AfterSalesStatus;
  amount: Money;
  items: OrderItem[];
  create_time: UnixTime;
}

export interface AfterSalesDetail extends AfterSalesSummary {
  reason: AfterSalesReason;
  description: string;
  images: ImageUrl[];
  /** The shop's note (why rejected, where to send the goods). */
  shop_note: string;
  /** Where to send returned goods, once approved for return. */
  return_address: AddressSnapshot | null;
  return_logistics: { company: string; tracking_no: string } | null;
  refund_time: UnixTime | null;
  /** Oldest first. */
  timeline: AfterSalesTimelineEntry[];
}

/** /api/order/afterSalesList. */
export interface AfterSalesListRequest extends PageRequest {
  status?: AfterSalesStatus;
}
/** /api/order/afterSalesDetails, /api/order/afterSalesButton. */
export interface AfterSalesIdRequest {
  id: Id;
}
export type AfterSalesAction = 'edit' | 'return_shipping' | 'progress';
export interface AfterSalesButtonResult {
  actions: AfterSalesAction[];
}

// ─── Payment ─────────────────────────────────────────────────────────────────────────────────

/** /api/payment/setOrderPayMethod: choose how to pay; for bank transfer, the accounts to pay to. */
export interface SetOrderPayMethodRequest {
  order_id: Id;
  pay_method: PayMethod;
}
export interface PayMethodResult {
  pay_method: PayMethod;
  /** Filled for bank_transfer. */
  bank_cards: PlatformBankCard[];
}

/**
 * Paying: `paid` at once (balance); `awaiting_voucher` for a bank transfer (upload the voucher);
 * `redirect` to a payment page (credit card, WeChat). redirect_url is the only URL the client
 * may leave the site for, and only when its host is the configured payment host.
 */
export interface PayResult {
  status: 'paid' | 'awaiting_voucher' | 'redirect';
  redirect_url: string;
}

/** /api/payment/orderPay: pay an order with its chosen method. */
export interface OrderPayRequest {
  order_id: Id;
  pay_method: PayMethod;
}

/** /api/payment/uploadPaymentVoucher: the transfer receipt (URLs or data: URLs). */
export interface UploadPaymentVoucherRequest {
  order_id: Id;
  images: string[];
  remark: string;
}
/** /api/payment/paymentVoucher. */
export interface PaymentVoucherRequest {
  order_id: Id;
}
export interface PaymentVoucher {
  status: VoucherStatus;
  images: ImageUrl[];
  remark: string;
  /** The shop's note on a rejection. */
  note: string;
  upload_time: UnixTime | null;
}

/** /api/payment/setbalanceOrderPayMethod: how a recharge (balance order) is paid. */
export interface SetBalanceOrderPayMethodRequest {
  id: Id;
  pay_method: Exclude<PayMethod, 'balance'>;
}
/** /api/payment/balanceOrderPay: pay a recharge. */
export interface BalanceOrderPayRequest {
  id: Id;
}

// ─── Balance: recharges, ledger, withdrawals ─────────────────────────────────────────────────

/** /api/account/balanceOrder: create a recharge (a balance order) to pay next. */
export interface BalanceOrderRequest {
  amount: Money;
}
export interface BalanceOrderResult {
  id: Id;
  order_sn: string;
  amount: Money;
}

export type LedgerKind = 'recharge' | 'payment' | 'refund' | 'withdrawal' | 'rebate' | 'adjustment';
export type LedgerStatus = 'pending' | 'completed' | 'failed' | 'cancelled';

/**
 * One movement of the balance. Recharges appear here from creation (pending until paid), so the
 * recharge record page is this list filtered on kind 'recharge'.
 */
export interface LedgerEntry {
  id: Id;
  kind: LedgerKind;
  title: string;
  /** Signed: '+100.00' in, '-35.50' out. */
  amount: Money;
  /** Balance after the movement; '' while pending. */
  balance_after: Money;
  status: LedgerStatus;
  order_sn: string;
  pay_method: PayMethod | null;
  create_time: UnixTime;
}

/** /api/account/balanceOrderList: the ledger, or one kind of it. */
export interface BalanceOrderListRequest extends PageRequest {
  kind?: LedgerKind;
}
export interface BalanceOrderListResult extends Paged<LedgerEntry> {
  balance: Money;
}

/** The shopper's bank account a withdrawal is paid to. */
export interface BankCard {
  bank_name: string;
  account_name: string;
  account_no: string;
  branch: string;
  swift: string;
}

export type WithdrawalStatus = 'pending' | 'approved' | 'paid' | 'rejected';

/** /api/account/balanceWithdrawal. */
export interface BalanceWithdrawalRequest {
  amount: Money;
  bank: BankCard;
}
export interface Withdrawal {
  id: Id;
  withdrawal_sn: string;
  amount: Money;
  fee: Money;
  actual_amount: Money;
  status: WithdrawalStatus;
  /** Account number masked except its last four digits. */
  bank: BankCard;
  reject_reason: string;
  create_time: UnixTime;
  finish_time: UnixTime | null;
}
/** /api/account/balanceWithdrawalList. */
export interface BalanceWithdrawalListRequest extends PageRequest {
  status?: WithdrawalStatus;
}

// ─── Every path, its request and its answer ──────────────────────────────────────────────────

interface E<Req, Res> {
  request: Req;
  response: Res;
}

/** The paths the spec shows (endpoints.txt) and the four it does not (start-up and refresh). */
export interface EndpointMap {
  // account
  '/mallapi/wxuser/loginma': E<WxLoginBody, WxLoginResult>;
  '/api/xmwechat.Miniprogram/getPhoneNumber': E<WxPhoneNumberRequest, LoginResult>;
  '/api/user/mobileLogin': E<MobileLoginRequest, LoginResult>;
  '/api/user/register': E<RegisterRequest, LoginResult>;
  '/api/user/googleLogin': E<GoogleLoginRequest, LoginResult>;
  '/api/user/logout': E<LogoutRequest, Empty>;
  '/api/user/checkIn': E<CheckInRequest, LoginResult>;
  '/api/user/changeMobile': E<ChangeMobileRequest, Empty>;
  '/api/user/simpleIp': E<NoParams, SimpleIpResult>;
  '/api/account/profile': E<ProfileRequest, Empty>;
  '/api/account/userInfo': E<NoParams, UserInfoResult>;
  '/api/account/changePassword': E<ChangePasswordRequest, Empty>;
  '/api/account/changeEmail': E<ChangeEmailRequest, Empty>;
  '/api/account/vipGradeList': E<NoParams, VipGradeListResult>;
  '/api/account/feedback': E<FeedbackRequest, IdResult>;
  '/api/account/feedbackList': E<PageRequest, Paged<Feedback>>;
  '/api/account/addressRenew': E<AddressRenewRequest, IdResult>;
  '/api/account/addressList': E<NoParams, AddressListResult>;
  '/api/account/getUserInvoicing': E<NoParams, InvoicingProfileListResult>;
  '/api/account/userInvoicing': E<UserInvoicingRequest, IdResult>;
  '/api/Account/getInviteLog': E<PageRequest, InviteLogResult>;
  '/api/sms/send': E<SmsSendRequest, Empty>;
  '/api/sms/check': E<SmsCheckRequest, Empty>;
  '/api/ems/send': E<EmsSendRequest, Empty>;
  // common
  '/api/common/getConfiguration': E<GetConfigurationRequest, SysConfig>;
  '/api/common/bannerList': E<BannerListRequest, ListOf<Banner>>;
  '/api/common/hotSearch': E<NoParams, ListOf<HotKeyword>>;
  '/api/common/systemNotification': E<SystemNotificationRequest, Paged<SystemNotification>>;
  '/api/common/systemNotificationSee': E<SystemNotificationSeeRequest, UnreadCountResult>;
  '/api/common/systemNotificationUnreadQuantity': E<NoParams, UnreadCountResult>;
  '/api/common/getAgreement': E<AgreementRequest, Agreement>;
  '/api/common/helpCenter': E<NoParams, ListOf<HelpEntry>>;
  '/api/common/getLang': E<GetLangRequest, LanguagePack>;
  '/api/common/systemDefaultLanguage': E<NoParams, DefaultLanguage>;
  '/api/common/countryList': E<NoParams, ListOf<Country>>;
  '/api/common/areaCodeList': E<NoParams, ListOf<AreaCode>>;
  '/api/common/categoryList': E<NoParams, ListOf<CategoryNode>>;
  '/api/common/platformBankCard': E<NoParams, ListOf<PlatformBankCard>>;
  '/api/Common/getInviteTemplate': E<NoParams, InviteTemplate>;
  '/api/common/refreshToken': E<RefreshTokenRequest, RefreshTokenResult>;
  // commodity
  '/api/commodity/commodityList': E<CommodityListRequest, CommodityListResult>;
  '/api/commodity/commodityCategoryList': E<CommodityCategoryListRequest, ListOf<CommodityCategory>>;
  '/api/commodity/commodityDetails': E<CommodityDetailsRequest, GoodsDetail>;
  '/api/commodity/shoppingCartAdd': E<ShoppingCartAddRequest, CartCountResult>;
  '/api/commodity/shoppingCart': E<ShoppingCartUpdateRequest, CartCountResult>;
  '/api/commodity/shoppingCartList': E<NoParams, ShoppingCartListResult>;
  '/api/commodity/shoppingCartCount': E<NoParams, CartCountResult>;
  '/api/commodity/coupon_list': E<CouponListRequest, Paged<Coupon>>;
  '/api/commodity/SearchHistoryList': E<NoParams, ListOf<SearchHistoryEntry>>;
  '/api/commodity/SearchHistoryDelete': E<SearchHistoryDeleteRequest, Empty>;
  '/api/commodity/collect': E<CollectRequest, CollectResult>;
  '/api/commodity/recommendCommodityList': E<RecommendCommodityListRequest, Paged<GoodsCard>>;
  '/api/commodity/labelList': E<NoParams, ListOf<Label>>;
  '/api/commodity/calculateShoppingPrices': E<CalculatePricesRequest, PriceCalculation>;
  '/api/commodity/delSpecsShoppingCart': E<DelSpecsShoppingCartRequest, CartCountResult>;
  '/api/commodity/batchTimeList': E<NoParams, ListOf<BatchTimeSlot>>;
  '/api/commodity/batchList': E<BatchListRequest, ListOf<Batch>>;
  '/api/commodity/activityList': E<NoParams, ListOf<Activity>>;
  '/api/commodity/batchCommodityList': E<BatchCommodityListRequest, Paged<BatchGoods>>;
  '/api/commodity/notRemindedCouponList': E<NoParams, NotRemindedCouponListResult>;
  '/api/commodity/openDelayedSecondRebateCoupon': E<OpenDelayedCouponRequest, Coupon>;
  '/api/commodity/setRemind': E<SetRemindRequest, Empty>;
  '/api/Commodity/getSelectedShoppingCart': E<NoParams, SelectedShoppingCartResult>;
  // order
  '/api/order/confirmOrder': E<ConfirmOrderRequest, ConfirmOrderResult>;
  '/api/order/place': E<PlaceOrderRequest, PlaceOrderResult>;
  '/api/order/list': E<OrderListRequest, OrderListResult>;
  '/api/order/details': E<OrderIdRequest, OrderDetail>;
  '/api/order/button': E<OrderButtonRequest, OrderButtonResult>;
  '/api/order/appraise': E<AppraiseRequest, Empty>;
  '/api/order/appraiseList': E<AppraiseListRequest, Paged<Appraisal>>;
  '/api/order/logisticsCompanyList': E<NoParams, ListOf<LogisticsCompany>>;
  '/api/order/orderQuantityStatistics': E<NoParams, OrderQuantityStatistics>;
  '/api/order/agentList': E<NoParams, ListOf<Agent>>;
  '/api/order/invoicing': E<InvoicingRequest, IdResult>;
  '/api/order/invoicingList': E<InvoicingListRequest, Paged<Invoice>>;
  '/api/order/invoicingEdit': E<InvoicingEditRequest, Empty>;
  '/api/order/changeAddress': E<ChangeAddressRequest, Empty>;
  '/api/order/againOrder': E<AgainOrderRequest, AgainOrderResult>;
  '/api/order/confirmAfterSales': E<ConfirmAfterSalesRequest, ConfirmAfterSalesResult>;
  '/api/order/applyAfterSales': E<ApplyAfterSalesRequest, IdResult>;
  '/api/order/afterSalesList': E<AfterSalesListRequest, Paged<AfterSalesSummary>>;
  '/api/order/afterSalesDetails': E<AfterSalesIdRequest, AfterSalesDetail>;
  '/api/order/afterSalesButton': E<AfterSalesIdRequest, AfterSalesButtonResult>;
  '/api/order/editAppyAfterSales': E<EditAfterSalesRequest, Empty>;
  '/api/order/editOrderRemark': E<EditOrderRemarkRequest, Empty>;
  // payment and balance
  '/api/payment/orderPay': E<OrderPayRequest, PayResult>;
  '/api/payment/uploadPaymentVoucher': E<UploadPaymentVoucherRequest, Empty>;
  '/api/payment/paymentVoucher': E<PaymentVoucherRequest, PaymentVoucher>;
  '/api/payment/setbalanceOrderPayMethod': E<SetBalanceOrderPayMethodRequest, PayMethodResult>;
  '/api/payment/balanceOrderPay': E<BalanceOrderPayRequest, PayResult>;
  '/api/payment/setOrderPayMethod': E<SetOrderPayMethodRequest, PayMethodResult>;
  '/api/account/balanceWithdrawalList': E<BalanceWithdrawalListRequest, Paged<Withdrawal>>;
  '/api/account/balanceWithdrawal': E<BalanceWithdrawalRequest, IdResult>;
  '/api/account/balanceOrder': E<BalanceOrderRequest, BalanceOrderResult>;
  '/api/account/balanceOrderList': E<BalanceOrderListRequest, BalanceOrderListResult>;
}

export type EndpointPath = keyof EndpointMap;
export type RequestOf<P extends EndpointPath> = EndpointMap[P]['request'];
export type ResponseOf<P extends EndpointPath> = EndpointMap[P]['response'];
