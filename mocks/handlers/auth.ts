import type { CodeEvent } from '@/api/types';
import { LIMITS } from '@/lib/constants';
import { isAreaCode } from '../data/geo';
import { refuse } from '../lib/errors';
import { bool, oneOf, text, type Body } from '../lib/input';
import { randomHex } from '../lib/prng';
import { reply, route, type Ctx } from '../lib/route';
import { endSession, login, refreshAccess } from '../rules/auth';
import { CODE_EVENTS, checkCode, emailKey, sendCode, smsKey } from '../rules/codes';
import { createUser, EMAIL, findUserByLogin, findUserByMobile, MOBILE, PASSWORD, USERNAME } from '../rules/users';

/** Login, registration, codes and the token refresh (server-family.md's BuildAdmin calls). */

function readMobile(body: Body): { mobile: string; areaCode: string } {
  const mobile = text(body, 'mobile', { max: 20 }).replace(/[\s-]/g, '');
  if (!MOBILE.test(mobile)) refuse('mobile must be 5 to 15 digits');
  const areaCode = text(body, 'area_code', { max: 5 }).replace(/^\+/, '');
  if (!isAreaCode(areaCode)) refuse(`Unknown area_code: ${areaCode}`);
  return { mobile, areaCode };
}

function readEmail(body: Body): string {
  const email = text(body, 'email', { max: LIMITS.emailMaxLength }).toLowerCase();
  if (!EMAIL.test(email)) refuse('email is not a valid e-mail address');
  return email;
}

function requireWeChat(ctx: Ctx): void {
  if (ctx.clientType !== 'H5-WX') refuse('WeChat login is only available inside WeChat (client-type H5-WX)');
}

/** Registration by username, password and an e-mail or SMS code (checkIn's register tab and register). */
function register(ctx: Ctx, keep: boolean) {
  const { body, db } = ctx;
  const username = text(body, 'username', { max: 16 });
  if (!USERNAME.test(username)) refuse('username must start with a letter and have 3 to 16 letters, digits or _');
  const password = text(body, 'password', { max: 32 });
  if (!PASSWORD.test(password)) refuse('password must be 6 to 32 characters, without & < > " \'');
  const type = oneOf(body, 'registerType', ['email', 'mobile'] as const);
  const captcha = text(body, 'captcha');
  const inviterId = text(body, 'inviter_id', { optional: true });
  if (type === 'email') {
    const email = readEmail(body);
    checkCode(db, emailKey(email, 'user_register'), captcha, true);
    return login(db, createUser(db, { username, password, email, inviterId }), keep);
  }
  const { mobile, areaCode } = readMobile(body);
  checkCode(db, smsKey(areaCode, mobile, 'user_register'), captcha, true);
  return login(db, createUser(db, { username, password, mobile, areaCode, inviterId }), keep);
}

function codeTargetCheck(event: CodeEvent, taken: boolean): void {
  if ((event === 'user_register' || event === 'user_change_mobile' || event === 'user_change_email') && taken) refuse('This account is already registered');
  if (event === 'user_retrieve_pwd' && !taken) refuse('No account uses this');
}

export const authHandlers = [
  route('/api/user/checkIn', 'public', (ctx) => {
    const tab = oneOf(ctx.body, 'tab', ['login', 'register'] as const);
    if (tab === 'register') return register(ctx, bool(ctx.body, 'keep', true));
    const username = text(ctx.body, 'username', { max: LIMITS.emailMaxLength });
    const password = text(ctx.body, 'password', { max: 32 });
    const user = findUserByLogin(ctx.db, username);
    if (!user || user.password === '' || user.password !== password) refuse('Incorrect username or password');
    return login(ctx.db, user, bool(ctx.body, 'keep', false));
  }),
  route('/api/user/register', 'public', (ctx) => register(ctx, true)),
  route('/api/user/mobileLogin', 'public', (ctx) => {
    const { mobile, areaCode } = readMobile(ctx.body);
    const captcha = text(ctx.body, 'captcha');
    const loginKey = smsKey(areaCode, mobile, 'user_login');
    // A code sent for registration also logs in (the page may not know whether the number is new).
    const key = ctx.db.codes[loginKey] ? loginKey : smsKey(areaCode, mobile, 'user_register');
    checkCode(ctx.db, key, captcha, true);
    const user = findUserByMobile(ctx.db, areaCode, mobile) ?? createUser(ctx.db, { mobile, areaCode, inviterId: text(ctx.body, 'inviter_id', { optional: true }) });
    // An SMS login keeps the session (there is no 'keep' box on that form).
    return login(ctx.db, user, true);
  }),
  route('/api/user/googleLogin', 'public', () => refuse('Google login is not configured on this shop')),
  route('/mallapi/wxuser/loginma', 'public', (ctx) => {
    requireWeChat(ctx);
    const code = text(ctx.body, 'code', { max: 200 });
    const openid = `wx_${code.slice(0, 24)}`;
    const thirdSession = randomHex(32);
    const user = ctx.db.users.find((u) => u.wx_openid === openid) ?? null;
    ctx.db.thirdSessions[thirdSession] = { openid, userId: user?.id ?? null };
    return { third_session: thirdSession, userInfo: user ? login(ctx.db, user, true).userInfo : null };
  }),
  route('/api/xmwechat.Miniprogram/getPhoneNumber', 'public', (ctx) => {
    requireWeChat(ctx);
    const code = text(ctx.body, 'code', { max: 200 });
    const session = ctx.db.thirdSessions[ctx.request.headers.get('third-session')?.trim() ?? ''];
    if (!session) refuse('Log in with WeChat first (no third-session)');
    // The demo's WeChat gives every code a phone number of its own.
    let digits = 7;
    for (let i = 0; i < code.length; i += 1) digits = (digits * 31 + code.charCodeAt(i)) % 100000000;
    const mobile = `139${String(digits).padStart(8, '0')}`;
    const user = findUserByMobile(ctx.db, '86', mobile) ?? createUser(ctx.db, { mobile, areaCode: '86', inviterId: text(ctx.body, 'inviter_id', { optional: true }) });
    user.wx_openid = session.openid;
    session.userId = user.id;
    return login(ctx.db, user, true);
  }),
  route('/api/user/logout', 'public', (ctx) => {
    endSession(ctx.db, ctx.token, text(ctx.body, 'refreshToken', { optional: true }));
    return reply(null, 'Logout successful');
  }),
  route('/api/common/refreshToken', 'public', (ctx) => ({ type: 'user-refresh', token: refreshAccess(ctx.db, text(ctx.body, 'refreshToken')) })),
  route('/api/sms/send', 'public', (ctx) => {
    const { mobile, areaCode } = readMobile(ctx.body);
    const event = oneOf(ctx.body, 'event', CODE_EVENTS);
    codeTargetCheck(event, ctx.db.users.some((u) => u.mobile === mobile));
    sendCode(ctx.db, smsKey(areaCode, mobile, event), false);
    return reply(null, 'Verification code sent (demo code: 123456)');
  }),
  route('/api/sms/check', 'public', (ctx) => {
    const { mobile, areaCode } = readMobile(ctx.body);
    const event = oneOf(ctx.body, 'event', CODE_EVENTS);
    checkCode(ctx.db, smsKey(areaCode, mobile, event), text(ctx.body, 'captcha'), false);
    return reply(null, 'The code is correct');
  }),
  route('/api/ems/send', 'public', (ctx) => {
    const email = readEmail(ctx.body);
    const event = oneOf(ctx.body, 'event', CODE_EVENTS);
    codeTargetCheck(event, ctx.db.users.some((u) => u.email.toLowerCase() === email));
    sendCode(ctx.db, emailKey(email, event), true);
    return reply(null, 'Verification code sent (demo code: 123456)');
  }),
  route('/api/user/changeMobile', 'user', (ctx) => {
    const { mobile, areaCode } = readMobile(ctx.body);
    checkCode(ctx.db, smsKey(areaCode, mobile, 'user_change_mobile'), text(ctx.body, 'captcha'), true);
    if (ctx.db.users.some((u) => u.mobile === mobile && u.id !== ctx.user.id)) refuse('This mobile number is already registered');
    ctx.user.mobile = mobile;
    ctx.user.area_code = areaCode;
    return reply(null, 'Mobile number changed');
  }),
  route('/api/user/simpleIp', 'public', (ctx) => {
    const country = { en: ['US', 'United States', '1'], 'zh-CN': ['CN', '中国', '86'], 'zh-TW': ['TW', '中國台灣', '886'], fr: ['FR', 'France', '33'], es: ['ES', 'España', '34'] }[ctx.locale];
    return { ip: '203.0.113.7', country_code: country[0] ?? '', country: country[1] ?? '', area_code: country[2] ?? '' };
  }),
];
