import type { UserInfo, UserProfile } from '@/api/types';
import { avatarPicture } from '../data/images';
import { gradeFor } from '../data/marketing';
import { refuse } from '../lib/errors';
import { toMoney } from '../lib/money';
import { now } from '../lib/settings';
import type { DemoState, UserRecord } from '../state/schema';
import { nextId } from '../state/schema';
import { move } from './ledger';

export const INVITE_REWARD = 500;

/**
 * The picture a shopper is shown as: their own, or (none uploaded) their initial drawn on a
 * colour, taken from the name the shop shows beside it (the nickname, not the username).
 */
export function avatarOf(user: UserRecord): string {
  return user.avatar || drawnAvatar(user);
}

function drawnAvatar(user: Pick<UserRecord, 'id' | 'nickname' | 'username'>): string {
  return avatarPicture((user.nickname || user.username).charAt(0).toUpperCase(), user.id * 47);
}

/** What a profile save keeps: a new picture, or none (the drawn one it was shown comes back unchanged). */
export function uploadedAvatar(user: UserRecord, sent: string): string {
  return sent === '' || sent === drawnAvatar(user) ? '' : sent;
}

export const USERNAME = /^[A-Za-z][A-Za-z0-9_]{2,15}$/;
export const PASSWORD = /^[^&<>"']{6,32}$/;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MOBILE = /^\d{5,15}$/;

export function findUserByLogin(db: DemoState, login: string): UserRecord | undefined {
  const key = login.trim().toLowerCase();
  return db.users.find((u) => u.username.toLowerCase() === key || (u.email !== '' && u.email.toLowerCase() === key) || u.mobile === key);
}

export function findUserByMobile(db: DemoState, areaCode: string, mobile: string): UserRecord | undefined {
  return db.users.find((u) => u.mobile === mobile && u.area_code === areaCode);
}

/** Cumulative paid amount: the seeded history plus every paid, non-cancelled order. */
export function totalSpend(db: DemoState, user: UserRecord): number {
  let cents = user.baseSpend;
  for (const o of db.orders) if (o.userId === user.id && o.payTime !== null && o.status !== 'cancelled') cents += o.pay;
  return cents;
}

export function levelOf(db: DemoState, user: UserRecord): number {
  return gradeFor(totalSpend(db, user)).level;
}

export function profileOf(db: DemoState, user: UserRecord): UserProfile {
  return {
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    email: user.email,
    mobile: user.mobile,
    area_code: user.area_code,
    avatar: avatarOf(user),
    gender: user.gender,
    birthday: user.birthday,
    money: toMoney(user.balance),
    score: user.score,
    join_time: user.join_time,
    motto: user.motto,
    last_login_time: user.last_login_time,
    last_login_ip: user.last_login_ip,
    userCode: user.user_code,
    level: levelOf(db, user),
  };
}

export function userInfoOf(db: DemoState, user: UserRecord, token: string, refreshToken: string): UserInfo {
  return { ...profileOf(db, user), token, refresh_token: refreshToken };
}

export interface NewUser {
  username?: string;
  password?: string;
  email?: string;
  mobile?: string;
  areaCode?: string;
  inviterId?: string;
}

/** Creates an account; an unknown inviter is ignored (a stale share link must not block sign-up). */
export function createUser(db: DemoState, input: NewUser): UserRecord {
  const id = nextId(db);
  const username = input.username ?? `user${String(id)}`;
  if (db.users.some((u) => u.username.toLowerCase() === username.toLowerCase())) refuse('This username is already taken');
  if (input.email && db.users.some((u) => u.email.toLowerCase() === input.email?.toLowerCase())) refuse('This email is already registered');
  if (input.mobile && db.users.some((u) => u.mobile === input.mobile)) refuse('This mobile number is already registered');
  const t = now();
  const user: UserRecord = {
    id,
    username,
    nickname: username,
    email: input.email ?? '',
    mobile: input.mobile ?? '',
    area_code: input.areaCode ?? '',
    password: input.password ?? '',
    avatar: '',
    gender: 0,
    birthday: '',
    motto: '',
    balance: 0,
    baseSpend: 0,
    score: 0,
    join_time: t,
    last_login_time: t,
    last_login_ip: '127.0.0.1',
    user_code: `ACC${String(id).padStart(6, '0')}`,
    inviter_id: '',
    wx_openid: '',
  };
  const inviter = input.inviterId ? db.users.find((u) => String(u.id) === input.inviterId || u.user_code === input.inviterId) : undefined;
  db.users.push(user);
  if (inviter) {
    // The inviter earns $5.00 in balance for each shop that joins through their link.
    user.inviter_id = String(inviter.id);
    db.invites.push({ inviterId: inviter.id, userId: id, reward: INVITE_REWARD, time: t });
    move(db, inviter, 'rebate', `Invitation reward: ${user.user_code}`, INVITE_REWARD, user.user_code, null);
  }
  // Every new account starts with a welcome coupon, as the shop does.
  db.coupons.push({
    id: nextId(db), userId: id, title: 'Welcome: $5.00 off orders over $50.00', type: 'amount', value: 500, threshold: 5000,
    categoryId: 0, startTime: t, endTime: t + 30 * 86400, usedTime: null, orderId: null, delayed: null, reminded: false, sourceOrderId: null,
  });
  return user;
}
