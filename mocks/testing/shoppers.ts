import { ok } from './call';

/** A second shopper, logged in by SMS code (unknown mobiles are registered). */
export async function newShopper(mobile = '13622223333'): Promise<string> {
  await ok('/api/sms/send', { mobile, area_code: '86', event: 'user_login' });
  return (await ok('/api/user/mobileLogin', { mobile, area_code: '86', captcha: '123456' })).userInfo.token;
}

export async function addAddress(token: string): Promise<number> {
  return (await ok('/api/account/addressRenew', { name: 'Ana Ruiz', area_code: '34', mobile: '612345678', country_id: 13, province: 'Madrid', city: 'Madrid', district: 'Centro', address: 'Calle Mayor 1', postcode: '28013', is_default: true }, { token })).id;
}
