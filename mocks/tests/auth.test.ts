// @vitest-environment node
import { configureDemo } from '../lib/settings';
import { setDemoFaults } from '../faults';
import { call, loginDemo, ok } from '../testing/call';
import { fakeClock, passes } from '../testing/fixtures';

const MOBILE = { mobile: '13911112222', area_code: '86' };

afterEach(() => {
  vi.useRealTimers();
});

describe('password login (checkIn)', () => {
  it('logs the demo account in with a refresh token only when kept', async () => {
    const kept = await loginDemo(true);
    expect(kept.userInfo).toMatchObject({ username: 'demo', userCode: expect.stringMatching(/^ACC\d{6}$/) as unknown, money: expect.stringMatching(/^\d+\.\d\d$/) as unknown });
    expect(kept.userInfo.token).toMatch(/^[0-9a-f]{32}$/);
    expect(kept.userInfo.refresh_token).toMatch(/^[0-9a-f]{32}$/);
    const notKept = await loginDemo(false);
    expect(notKept.userInfo.refresh_token).toBe('');
  });

  it('accepts the mobile or e-mail as the username, and refuses a wrong password', async () => {
    expect((await call('/api/user/checkIn', { tab: 'login', username: '13800138000', password: 'demo1234', keep: false })).code).toBe(1);
    expect((await call('/api/user/checkIn', { tab: 'login', username: 'DEMO@accplus.example', password: 'demo1234', keep: false })).code).toBe(1);
    expect(await call('/api/user/checkIn', { tab: 'login', username: 'demo', password: 'nope1234', keep: false })).toMatchObject({ code: 0, msg: 'Incorrect username or password' });
    expect(await call('/api/user/checkIn', { tab: 'login', username: 'demo', keep: false })).toMatchObject({ code: 0, msg: 'Missing field: password' });
  });

  it('refuses in the shopper’s language what a shopper can meet, and a developer’s mistake in English', async () => {
    const wrong = { tab: 'login', username: 'demo', password: 'nope1234', keep: false };
    expect(await call('/api/user/checkIn', wrong, { lang: 'fr' })).toMatchObject({ code: 0, msg: 'Identifiant ou mot de passe incorrect' });
    expect(await call('/api/user/checkIn', wrong, { lang: 'zh-TW' })).toMatchObject({ code: 0, msg: '帳號或密碼錯誤' });
    expect(await call('/api/user/checkIn', wrong, { lang: 'es' })).toMatchObject({ code: 0, msg: 'Usuario o contraseña incorrectos' });
    expect(await call('/api/user/checkIn', { tab: 'login', username: 'demo', keep: false }, { lang: 'fr' })).toMatchObject({ code: 0, msg: 'Missing field: password' });
  });

  it('says how long to wait before another code in the shopper’s language', async () => {
    fakeClock();
    await ok('/api/sms/send', { ...MOBILE, event: 'user_login' });
    passes(18);
    expect(await call('/api/sms/send', { ...MOBILE, event: 'user_login' }, { lang: 'zh-CN' })).toMatchObject({ code: 0, msg: '请 42 秒后再获取验证码' });
    passes(41);
    expect(await call('/api/sms/send', { ...MOBILE, event: 'user_login' }, { lang: 'fr' })).toMatchObject({ code: 0, msg: 'Patientez 1 seconde avant de demander un nouveau code' });
  });

  it('registers with an e-mail code on the register tab, then logs in with the new password', async () => {
    await ok('/api/ems/send', { email: 'new@shop.example', event: 'user_register' });
    const reg = await ok('/api/user/checkIn', { tab: 'register', username: 'newshop', password: 'secret12', registerType: 'email', email: 'new@shop.example', captcha: '123456' });
    expect(reg.userInfo.username).toBe('newshop');
    expect((await call('/api/user/checkIn', { tab: 'login', username: 'newshop', password: 'secret12', keep: false })).code).toBe(1);
    await ok('/api/ems/send', { email: 'other@shop.example', event: 'user_register' });
    expect(await call('/api/user/register', { username: 'newshop', password: 'secret12', registerType: 'email', email: 'other@shop.example', captcha: '123456' })).toMatchObject({ code: 0, msg: 'This username is already taken' });
  });

  it('checks the username and password rules of the server family', async () => {
    const base = { password: 'secret12', registerType: 'mobile', ...MOBILE, captcha: '123456' };
    expect(await call('/api/user/register', { ...base, username: '1abc' })).toMatchObject({ code: 0, msg: expect.stringContaining('username must start with a letter') as unknown });
    expect(await call('/api/user/register', { ...base, username: 'okname', password: 'a<b>cdef' })).toMatchObject({ code: 0, msg: expect.stringContaining('password must be 6 to 32') as unknown });
  });
});

describe('SMS code login (mobileLogin)', () => {
  it('registers an unknown mobile with the fixed demo code and keeps the session', async () => {
    const sent = await call('/api/sms/send', { ...MOBILE, event: 'user_login' });
    expect(sent).toMatchObject({ code: 1, msg: expect.stringContaining('123456') as unknown });
    const first = await ok('/api/user/mobileLogin', { ...MOBILE, captcha: '123456' });
    expect(first.userInfo.mobile).toBe(MOBILE.mobile);
    expect(first.userInfo.refresh_token).not.toBe('');
    // The code is used up; a new one logs the same account in.
    expect(await call('/api/user/mobileLogin', { ...MOBILE, captcha: '123456' })).toMatchObject({ code: 0, msg: 'Send a verification code first' });
    fakeClock();
    await ok('/api/sms/send', { ...MOBILE, event: 'user_login' });
    expect((await ok('/api/user/mobileLogin', { ...MOBILE, captcha: '123456' })).userInfo.id).toBe(first.userInfo.id);
  });

  it('refuses a wrong code, a resend within 60 s and an expired code', async () => {
    fakeClock();
    await ok('/api/sms/send', { ...MOBILE, event: 'user_login' });
    expect(await call('/api/user/mobileLogin', { ...MOBILE, captcha: '654321' })).toMatchObject({ code: 0, msg: 'Wrong verification code' });
    expect(await call('/api/sms/send', { ...MOBILE, event: 'user_login' })).toMatchObject({ code: 0, msg: expect.stringContaining('Please wait') as unknown });
    passes(61);
    await ok('/api/sms/send', { ...MOBILE, event: 'user_login' });
    passes(301);
    expect(await call('/api/user/mobileLogin', { ...MOBILE, captcha: '123456' })).toMatchObject({ code: 0, msg: expect.stringContaining('expired') as unknown });
  });

  it('checks a code without using it up', async () => {
    await ok('/api/sms/send', { ...MOBILE, event: 'user_register' });
    expect((await call('/api/sms/check', { ...MOBILE, event: 'user_register', captcha: '123456' })).code).toBe(1);
    expect((await call('/api/sms/check', { ...MOBILE, event: 'user_register', captcha: '123456' })).code).toBe(1);
    expect(await call('/api/sms/send', { mobile: '13800138000', area_code: '86', event: 'user_register' })).toMatchObject({ code: 0, msg: 'This account is already registered' });
    expect(await call('/api/sms/send', { mobile: '12', area_code: '86', event: 'user_login' })).toMatchObject({ code: 0, msg: 'mobile must be 5 to 15 digits' });
  });
});

describe('tokens', () => {
  it('answers 303 need login for a missing or unknown token on login-only calls', async () => {
    expect(await call('/api/order/list', { page: 1, limit: 10, status: 'all' })).toEqual({ code: 303, msg: 'Please login first', time: expect.any(Number) as unknown, data: { type: 'need login' } });
    expect((await call('/api/order/list', { page: 1, limit: 10, status: 'all' }, { token: 'f'.repeat(32) })).code).toBe(303);
    // Public calls answer without one.
    expect((await call('/api/commodity/commodityList', { page: 1, limit: 1 })).code).toBe(1);
  });

  it('expire after their lifetime (60001); the refresh token gets a new one that works', async () => {
    fakeClock();
    configureDemo({ tokenTtl: 600 });
    const { userInfo } = await loginDemo(true);
    passes(599);
    expect((await call('/api/account/userInfo', {}, { token: userInfo.token })).code).toBe(1);
    passes(2);
    expect(await call('/api/account/userInfo', {}, { token: userInfo.token })).toMatchObject({ code: 60001, data: null });
    const refreshed = await ok('/api/common/refreshToken', { refreshToken: userInfo.refresh_token }, { token: userInfo.token });
    expect(refreshed.type).toBe('user-refresh');
    expect(refreshed.token).not.toBe(userInfo.token);
    expect((await call('/api/account/userInfo', {}, { token: refreshed.token })).code).toBe(1);
  });

  it('refuses a missing, unknown or expired refresh token with code 0', async () => {
    fakeClock();
    const { userInfo } = await loginDemo(true);
    expect(await call('/api/common/refreshToken', { refreshToken: 'nope' })).toMatchObject({ code: 0, msg: 'Login expired, please login again' });
    expect((await call('/api/common/refreshToken', {})).code).toBe(0);
    passes(31 * 86400);
    expect(await call('/api/common/refreshToken', { refreshToken: userInfo.refresh_token })).toMatchObject({ code: 0, msg: 'Login expired, please login again' });
  });

  it('answers 60002 for tokens the expire fault covers, once: the refreshed token works', async () => {
    const { userInfo } = await loginDemo(true);
    // The fault covers the tokens issued before it is set, not the one refreshed after it.
    passes(0.001);
    setDemoFaults('expire:/api/account/*');
    passes(0.001);
    expect((await call('/api/account/userInfo', {}, { token: userInfo.token })).code).toBe(60002);
    expect((await call('/api/order/list', { page: 1, limit: 1, status: 'all' }, { token: userInfo.token })).code).toBe(1);
    const { token } = await ok('/api/common/refreshToken', { refreshToken: userInfo.refresh_token });
    expect((await call('/api/account/userInfo', {}, { token })).code).toBe(1);
  });

  it('logout ends the token and the refresh token; a password change ends every session', async () => {
    const a = await loginDemo(true);
    const b = await loginDemo(true);
    await ok('/api/user/logout', { refreshToken: a.userInfo.refresh_token }, { token: a.userInfo.token });
    expect((await call('/api/account/userInfo', {}, { token: a.userInfo.token })).code).toBe(303);
    expect((await call('/api/common/refreshToken', { refreshToken: a.userInfo.refresh_token })).code).toBe(0);
    expect(await call('/api/account/changePassword', { oldPassword: 'wrong123', newPassword: 'newpass1' }, { token: b.userInfo.token })).toMatchObject({ code: 0, msg: 'The old password is incorrect' });
    expect(await call('/api/account/changePassword', { oldPassword: 'demo1234', newPassword: 'newpass1' }, { token: b.userInfo.token })).toMatchObject({ code: 1, data: null });
    expect((await call('/api/account/userInfo', {}, { token: b.userInfo.token })).code).toBe(303);
    expect((await call('/api/user/checkIn', { tab: 'login', username: 'demo', password: 'newpass1', keep: false })).code).toBe(1);
  });
});

describe('other logins', () => {
  it('Google answers that it is not configured', async () => {
    expect(await call('/api/user/googleLogin', { credential: 'x' })).toMatchObject({ code: 0, msg: 'Google login is not configured on this shop' });
  });

  it('WeChat calls answer only for the H5-WX client type', async () => {
    expect(await call('/mallapi/wxuser/loginma', { code: 'abc' })).toMatchObject({ code: 0, msg: expect.stringContaining('only available inside WeChat') as unknown });
    const wx = await ok('/mallapi/wxuser/loginma', { code: 'abc' }, { clientType: 'H5-WX' });
    expect(wx.userInfo).toBeNull();
    const bound = await ok('/api/xmwechat.Miniprogram/getPhoneNumber', { code: 'phone-1' }, { clientType: 'H5-WX', headers: { 'third-session': wx.third_session } });
    expect(bound.userInfo.mobile).toMatch(/^139\d{8}$/);
    const again = await ok('/mallapi/wxuser/loginma', { code: 'abc' }, { clientType: 'H5-WX' });
    expect(again.userInfo?.id).toBe(bound.userInfo.id);
  });
});
