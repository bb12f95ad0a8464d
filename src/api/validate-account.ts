import type {
  Address,
  Feedback,
  IdResult,
  InviteLogResult,
  InvoicingProfile,
  LoginResult,
  SimpleIpResult,
  UserInfo,
  UserInfoResult,
  UserProfile,
  VipGrade,
  VipGradeListResult,
  WxLoginResult,
} from './types';
import { arr, bool, lit, listOf, money, nullable, num, obj, opt, paged, str, type Shape } from './validate';

/** Answer checks of the account group (and the shapes others reuse: user, address). */
const profileShape: Shape<UserProfile> = {
  id: num,
  username: str,
  nickname: str,
  email: str,
  mobile: str,
  avatar: str,
  gender: lit(0, 1, 2),
  birthday: str,
  money,
  score: num,
  join_time: num,
  motto: str,
  last_login_time: num,
  last_login_ip: str,
  userCode: str,
  level: opt(num),
  area_code: opt(str),
};

export const isUserInfo = obj<UserInfo>({ ...profileShape, token: str, refresh_token: str });
export const isLoginResult = obj<LoginResult>({ userInfo: isUserInfo, routePath: str });
export const isWxLoginResult = obj<WxLoginResult>({ third_session: str, userInfo: nullable(isUserInfo) });
export const isUserInfoResult = obj<UserInfoResult>({ userInfo: obj<UserProfile>(profileShape) });
export const isIdResult = obj<IdResult>({ id: num });

export const isSimpleIp = obj<SimpleIpResult>({ ip: str, country_code: str, country: str, area_code: str });

const isVipGrade = obj<VipGrade>({
  id: num,
  level: num,
  name: str,
  icon: str,
  threshold: money,
  discount: money,
  benefits: arr(str),
});
export const isVipGradeList = obj<VipGradeListResult>({
  list: arr(isVipGrade),
  current_level: num,
  total_spend: money,
  next_level_gap: nullable(money),
});

export const isFeedbackPage = paged(
  obj<Feedback>({
    id: num,
    type: lit('suggestion', 'problem', 'complaint', 'other'),
    content: str,
    images: arr(str),
    create_time: num,
    reply: nullable(str),
    reply_time: nullable(num),
  }),
);

const addressShape: Shape<Address> = {
  id: num,
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
  is_default: bool,
};
export const isAddress = obj<Address>(addressShape);
export const isAddressList = listOf(isAddress);

export const isInvoicingProfileList = listOf(
  obj<InvoicingProfile>({
    id: num,
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
);

export const isInviteLog = obj<InviteLogResult>({
  list: arr(
    obj({ id: num, user_code: str, nickname: str, avatar: str, join_time: num, reward: money }),
  ),
  total: num,
  reward_total: money,
});
