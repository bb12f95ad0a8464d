import type { LoginResult } from '@/api/types';
import { refuse } from '../lib/errors';
import { randomHex } from '../lib/prng';
import { now, settings } from '../lib/settings';
import type { DemoState, UserRecord } from '../state/schema';
import { userInfoOf } from './users';

/** Codes of the envelope (spec section 8 and server-family.md). */
export const CODE = { ok: 1, fail: 0, needLogin: 303, outOfStock: 304, expired: 60001, expiredForced: 60002 } as const;

export type TokenState =
  | { kind: 'none' }
  | { kind: 'unknown' }
  | { kind: 'expired'; forced: boolean; userId: number }
  | { kind: 'ok'; user: UserRecord };

/**
 * What a token is worth now. `forcedBefore` is the fault-injection switch: tokens issued before
 * it (milliseconds) count as expired (answered 60002), so a tester can make the refresh happen on demand.
 */
export function tokenState(db: DemoState, token: string, forcedBefore: number | null): TokenState {
  if (!token) return { kind: 'none' };
  const session = db.sessions[token];
  if (!session) return { kind: 'unknown' };
  const user = db.users.find((u) => u.id === session.userId);
  if (!user) return { kind: 'unknown' };
  if (forcedBefore !== null && session.issuedMs < forcedBefore) return { kind: 'expired', forced: true, userId: user.id };
  if (now() >= session.expiresAt) return { kind: 'expired', forced: false, userId: user.id };
  return { kind: 'ok', user };
}

function prune(db: DemoState): void {
  const t = now();
  db.sessions = Object.fromEntries(Object.entries(db.sessions).filter(([, s]) => s && s.expiresAt + settings.refreshTtl >= t));
  db.refreshTokens = Object.fromEntries(Object.entries(db.refreshTokens).filter(([, s]) => s && s.expiresAt >= t));
}

export function issueAccessToken(db: DemoState, userId: number): string {
  prune(db);
  const token = randomHex(32);
  db.sessions[token] = { userId, issuedMs: Date.now(), expiresAt: now() + settings.tokenTtl };
  return token;
}

/** Logs a user in: an access token always, a refresh token only when asked to keep the session. */
export function login(db: DemoState, user: UserRecord, keep: boolean, ip = '127.0.0.1'): LoginResult {
  const token = issueAccessToken(db, user.id);
  let refreshToken = '';
  if (keep) {
    refreshToken = randomHex(32);
    db.refreshTokens[refreshToken] = { userId: user.id, issuedMs: Date.now(), expiresAt: now() + settings.refreshTtl };
  }
  user.last_login_time = now();
  user.last_login_ip = ip;
  return { userInfo: userInfoOf(db, user, token, refreshToken), routePath: '/pages/tabbar/user/user' };
}

export function refreshAccess(db: DemoState, refreshToken: string): string {
  const record = refreshToken ? db.refreshTokens[refreshToken] : undefined;
  if (!record || record.expiresAt <= now() || !db.users.some((u) => u.id === record.userId)) {
    refuse('Login expired, please login again');
  }
  return issueAccessToken(db, record.userId);
}

export function endSession(db: DemoState, token: string, refreshToken: string): void {
  if (token) db.sessions[token] = undefined;
  if (refreshToken) db.refreshTokens[refreshToken] = undefined;
}

/** Ends every session of a user (after a password change, as BuildAdmin does). */
export function endAllSessions(db: DemoState, userId: number): void {
  db.sessions = Object.fromEntries(Object.entries(db.sessions).filter(([, s]) => s && s.userId !== userId));
  db.refreshTokens = Object.fromEntries(Object.entries(db.refreshTokens).filter(([, s]) => s && s.userId !== userId));
}
