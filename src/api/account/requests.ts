import type { UserInfo } from '@/lib/server-shapes';
import type { Call, Empty, Id, ImageUrl, NoParams, PageRequest, Paged } from '../contract';
import type {
  AddressInput,
  AddressListResult,
  Feedback,
  FeedbackType,
  IdResult,
  InviteLogResult,
  InvoicingProfileInput,
  InvoicingProfileListResult,
  LoginResult,
  SimpleIpResult,
  UserInfoResult,
  VipGradeListResult,
  WxLoginResult,
} from './responses';

/** What the account group sends (requests are not checked: the client writes them). */

/** Who invited this shopper (the inviting user number kept as invite_user), when known. */
export interface InviterField {
  inviter_id?: string;
}

/** /mallapi/wxuser/loginma: the WeChat code from the H5-WX OAuth redirect. Sent to basePath2. */
export interface WxLoginRequest extends InviterField {
  code: string;
}
/** What goes on the wire: the API layer adds the configured tenantId ('1'). */
export interface WxLoginBody extends WxLoginRequest {
  tenantId: string;
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

/** /api/account/profile (BuildAdmin): answers null with a success msg. */
export interface ProfileRequest {
  id: Id;
  avatar: ImageUrl;
  username: string;
  nickname: string;
  gender: UserInfo['gender'];
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

/** /api/account/feedback. Images: URLs or data: URLs (there is no upload call in the spec). */
export interface FeedbackRequest {
  type: FeedbackType;
  content: string;
  images: string[];
  contact: string;
}

/**
 * /api/account/addressRenew: create (no id), update (id) or delete (`delete: true`).
 * Answers the id concerned. Making an address default clears the flag on the others.
 */
export type AddressRenewRequest = (AddressInput & { id?: Id }) | { id: Id; delete: true };

/** /api/account/userInvoicing: create, update or delete, like addressRenew. */
export type UserInvoicingRequest = (InvoicingProfileInput & { id?: Id }) | { id: Id; delete: true };

/** BuildAdmin's events, plus the shop's login-by-code. */
export type CodeEvent = 'user_register' | 'user_login' | 'user_change_email' | 'user_change_mobile' | 'user_retrieve_pwd';

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

/** The account group's paths, their requests and answers. */
export interface AccountPaths {
  '/mallapi/wxuser/loginma': Call<WxLoginBody, WxLoginResult>;
  '/api/xmwechat.Miniprogram/getPhoneNumber': Call<WxPhoneNumberRequest, LoginResult>;
  '/api/user/mobileLogin': Call<MobileLoginRequest, LoginResult>;
  '/api/user/register': Call<RegisterRequest, LoginResult>;
  '/api/user/googleLogin': Call<GoogleLoginRequest, LoginResult>;
  '/api/user/logout': Call<LogoutRequest, Empty>;
  '/api/user/checkIn': Call<CheckInRequest, LoginResult>;
  '/api/user/changeMobile': Call<ChangeMobileRequest, Empty>;
  '/api/user/simpleIp': Call<NoParams, SimpleIpResult>;
  '/api/account/profile': Call<ProfileRequest, Empty>;
  '/api/account/userInfo': Call<NoParams, UserInfoResult>;
  '/api/account/changePassword': Call<ChangePasswordRequest, Empty>;
  '/api/account/changeEmail': Call<ChangeEmailRequest, Empty>;
  '/api/account/vipGradeList': Call<NoParams, VipGradeListResult>;
  '/api/account/feedback': Call<FeedbackRequest, IdResult>;
  '/api/account/feedbackList': Call<PageRequest, Paged<Feedback>>;
  '/api/account/addressRenew': Call<AddressRenewRequest, IdResult>;
  '/api/account/addressList': Call<NoParams, AddressListResult>;
  '/api/account/getUserInvoicing': Call<NoParams, InvoicingProfileListResult>;
  '/api/account/userInvoicing': Call<UserInvoicingRequest, IdResult>;
  '/api/Account/getInviteLog': Call<PageRequest, InviteLogResult>;
  '/api/sms/send': Call<SmsSendRequest, Empty>;
  '/api/sms/check': Call<SmsCheckRequest, Empty>;
  '/api/ems/send': Call<EmsSendRequest, Empty>;
}
