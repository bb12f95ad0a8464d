import type { CodeEvent } from '@/api/types';
import { DEMO_ACCOUNT } from '../data/demo-account';
import { REFUSED_WITH } from '../data/refusal-texts';
import { refuse } from '../lib/errors';
import { now, settings } from '../lib/settings';
import type { DemoState } from '../state/schema';

export const CODE_EVENTS: readonly CodeEvent[] = ['user_register', 'user_login', 'user_change_email', 'user_change_mobile', 'user_retrieve_pwd'];

export function smsKey(areaCode: string, mobile: string, event: CodeEvent): string {
  return `sms:${areaCode}:${mobile}:${event}`;
}

export function emailKey(email: string, event: CodeEvent): string {
  return `ems:${email.toLowerCase()}:${event}`;
}

/** "Sends" a code: in demo mode always the fixed demo code; a second send within 60 s fails. */
export function sendCode(db: DemoState, key: string, isEmail: boolean): void {
  const t = now();
  const previous = db.codes[key];
  if (previous && t - previous.sentAt < settings.resendGap) {
    refuse(REFUSED_WITH.resendWait(settings.resendGap - (t - previous.sentAt)));
  }
  db.codes[key] = { code: isEmail ? DEMO_ACCOUNT.emailCode : DEMO_ACCOUNT.smsCode, sentAt: t, expiresAt: t + settings.codeTtl };
}

/** Checks a code; `consume` uses it up (a login or a registration), a plain check does not. */
export function checkCode(db: DemoState, key: string, captcha: string, consume: boolean): void {
  if (!/^\d{6}$/.test(captcha)) refuse('The verification code has 6 digits');
  const record = db.codes[key];
  if (!record) refuse('Send a verification code first');
  if (record.expiresAt <= now()) {
    db.codes[key] = undefined;
    refuse('The verification code has expired, please send a new one');
  }
  if (record.code !== captcha) refuse('Wrong verification code');
  if (consume) db.codes[key] = undefined;
}
