import { lit, money, num, obj, opt, str, type Infer } from './check';

/**
 * The two server shapes a slice keeps: the logged-in user (session) and the site configuration
 * (sysConfig). They sit here, below both layers, because the slices need the types and the API
 * layer needs the checks, and state may not import api (lib → state → api). Written once as
 * checks; the slices import only the types, so no check code reaches the entry chunk through them.
 */

/** BuildAdmin's userInfo plus the shop's userCode (server-family.md), without the tokens. */
export const userProfileShape = {
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
  /** The shop's addition: the mobile's dialling code without '+', so it shows with its country code. */
  area_code: opt(str),
};

/** The logged-in user as every login answers it (the session keeps it, tokens included). */
export const isUserInfo = obj({ ...userProfileShape, token: str, refresh_token: str });
export type UserInfo = Infer<typeof isUserInfo>;

/** The configuration is open-ended; the fields the client reads (spec section 3) must be strings when present. */
export const isSysConfig = obj({
  dominantColor: opt(str),
  myPageBg: opt(str),
  webDescription: opt(str),
  H5WebsiteIcon: opt(str),
  webDescriptionInfo: opt(str),
});
/** Site configuration fields named by the spec (section 3); the server may send more. */
export type SysConfig = Infer<typeof isSysConfig> & { [key: string]: unknown };
