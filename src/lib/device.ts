import { CLIENT_TYPE, type ClientType } from './constants';

/** The WeChat in-app browser announces itself as MicroMessenger. */
export function isWeChatBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}

export function clientTypeFor(userAgent: string): ClientType {
  return isWeChatBrowser(userAgent) ? CLIENT_TYPE.wechat : CLIENT_TYPE.h5;
}

/** Device id of spec section 3: a timestamp plus a random number. */
export function makeDeviceId(now: number, random: number): string {
  return `${String(now)}${String(Math.floor(random * 1e8)).padStart(8, '0')}`;
}

/** 'hyfx' followed by digits in a launch path names the inviting user (spec section 1). */
export function inviteCodeFromPath(pathname: string): string | null {
  const match = /hyfx(\d+)/.exec(pathname);
  return match?.[1] ?? null;
}

/** The sharer's user code arrives as ?sharer_user_code= or, from a mini-program scan, ?scene=. */
export function sharerCodeFromQuery(search: string): string | null {
  const params = new URLSearchParams(search);
  const code = params.get('sharer_user_code') ?? params.get('scene');
  return code && /^[A-Za-z0-9_-]{1,64}$/.test(code) ? code : null;
}
