import { arr, bool, lit, money, nullable, num, obj, str, type Infer } from '@/lib/check';
import { isUserInfo, userProfileShape } from '@/lib/server-shapes';
import { listOf, paged } from '../contract';

/** Answers of the account group, each written once as its check (and the shapes others reuse: address). */

/** Every login call answers this; the client reads data.userInfo.token (spec section 7). */
export const isLoginResult = obj({
  userInfo: isUserInfo,
  /** Where the server suggests going next; the client only follows own paths. */
  routePath: str,
});
export type LoginResult = Infer<typeof isLoginResult>;

/** userInfo is null while the WeChat user has no phone bound yet (then getPhoneNumber follows). */
export const isWxLoginResult = obj({ third_session: str, userInfo: nullable(isUserInfo) });
export type WxLoginResult = Infer<typeof isWxLoginResult>;

/**
 * /api/account/userInfo answers the user without tokens; the session keeps its own token. The shop
 * adds `area_code` (dialling code without '+') so the mobile can be shown with its country code.
 */
const isUserProfile = obj(userProfileShape);
export type UserProfile = Infer<typeof isUserProfile>;
export const isUserInfoResult = obj({ userInfo: isUserProfile });
export type UserInfoResult = Infer<typeof isUserInfoResult>;

/** The id a create or update concerns. */
export const isIdResult = obj({ id: num });
export type IdResult = Infer<typeof isIdResult>;

/** /api/user/simpleIp: where the request comes from, to preselect country and dialling code. */
export const isSimpleIp = obj({
  ip: str,
  /** ISO 3166-1 alpha-2, '' when unknown. */
  country_code: str,
  country: str,
  /** Dialling code without '+'. */
  area_code: str,
});
export type SimpleIpResult = Infer<typeof isSimpleIp>;

/** /api/account/vipGradeList: every membership level and where the shopper stands. */
const isVipGrade = obj({
  id: num,
  level: num,
  name: str,
  icon: str,
  /** Cumulative paid amount that reaches this level. */
  threshold: money,
  /** Price factor on goods for this level: '0.95' = 5 % off; '1.00' = none. */
  discount: money,
  benefits: arr(str),
});
export type VipGrade = Infer<typeof isVipGrade>;
export const isVipGradeList = obj({
  list: arr(isVipGrade),
  current_level: num,
  /** Cumulative paid amount so far. */
  total_spend: money,
  /** Still to spend for the next level; null at the top level. */
  next_level_gap: nullable(money),
});
export type VipGradeListResult = Infer<typeof isVipGradeList>;

export const feedbackType = lit('suggestion', 'problem', 'complaint', 'other');
export type FeedbackType = Infer<typeof feedbackType>;
/** /api/account/feedbackList. Images: URLs or data: URLs (there is no upload call in the spec). */
const isFeedback = obj({
  id: num,
  type: feedbackType,
  content: str,
  images: arr(str),
  create_time: num,
  reply: nullable(str),
  reply_time: nullable(num),
});
export type Feedback = Infer<typeof isFeedback>;
export const isFeedbackPage = paged(isFeedback);

/** The delivery address as it was when the order was placed (later address edits do not change it). */
const snapshotShape = {
  name: str,
  area_code: str,
  mobile: str,
  country_id: num,
  /** The country's name, for display. */
  country: str,
  province: str,
  city: str,
  district: str,
  /** Street, building, door. */
  address: str,
  postcode: str,
};
export const isAddressSnapshot = obj(snapshotShape);
export type AddressSnapshot = Infer<typeof isAddressSnapshot>;

export const isAddress = obj({ id: num, ...snapshotShape, is_default: bool });
export type Address = Infer<typeof isAddress>;
/** What the shopper writes in the address form (addressRenew): the country goes by its id. */
export type AddressInput = Omit<Address, 'id' | 'country'>;
/** /api/account/addressList: not paged (a shopper has a handful). */
export const isAddressList = listOf(isAddress);
export type AddressListResult = Infer<typeof isAddressList>;

export const invoiceTitleType = lit('personal', 'company');
export type InvoiceTitleType = Infer<typeof invoiceTitleType>;
/** An invoicing profile: who the invoice is made out to. */
const invoicingProfileShape = {
  title_type: invoiceTitleType,
  /** Person's or company's name on the invoice. */
  title: str,
  /** Tax number; '' for a person. */
  tax_no: str,
  /** Where the electronic invoice is sent. */
  email: str,
  mobile: str,
  company_address: str,
  bank_name: str,
  bank_account: str,
  is_default: bool,
};
/** The profile as an invoice keeps it (as it was when applied for). */
export const isInvoicingProfileInput = obj(invoicingProfileShape);
export type InvoicingProfileInput = Infer<typeof isInvoicingProfileInput>;
const isInvoicingProfile = obj({ id: num, ...invoicingProfileShape });
export type InvoicingProfile = Infer<typeof isInvoicingProfile>;
/** /api/account/getUserInvoicing. */
export const isInvoicingProfileList = listOf(isInvoicingProfile);
export type InvoicingProfileListResult = Infer<typeof isInvoicingProfileList>;

/** /api/Account/getInviteLog: shoppers who registered through this shopper's share link. */
const isInviteLogEntry = obj({
  id: num,
  user_code: str,
  nickname: str,
  avatar: str,
  join_time: num,
  /** Reward credited for this invitation so far. */
  reward: money,
});
export type InviteLogEntry = Infer<typeof isInviteLogEntry>;
export const isInviteLog = obj({ list: arr(isInviteLogEntry), total: num, reward_total: money });
export type InviteLogResult = Infer<typeof isInviteLog>;
