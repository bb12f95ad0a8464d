import type { LedgerKind, LedgerStatus, PayMethod } from '@/api/types';
import { REFUSED_WITH } from '../data/refusal-texts';
import { refuse } from '../lib/errors';
import { now } from '../lib/settings';
import type { DemoState, LedgerRecord, UserRecord } from '../state/schema';
import { nextId } from '../state/schema';

/** A completed movement: the balance changes now and the entry records the balance after it. */
export function move(db: DemoState, user: UserRecord, kind: LedgerKind, title: string, cents: number, sn: string, payMethod: PayMethod | null): LedgerRecord {
  if (cents < 0 && user.balance + cents < 0) {
    refuse(REFUSED_WITH.balanceShortOf(user.balance, -cents));
  }
  user.balance += cents;
  const entry: LedgerRecord = {
    id: nextId(db), userId: user.id, kind, title, amount: cents, balanceAfter: user.balance, status: 'completed', sn, payMethod, createTime: now(), dueAt: null,
  };
  db.ledger.push(entry);
  return entry;
}

export function pending(db: DemoState, user: UserRecord, kind: LedgerKind, title: string, cents: number, sn: string, status: LedgerStatus = 'pending'): LedgerRecord {
  const entry: LedgerRecord = {
    id: nextId(db), userId: user.id, kind, title, amount: cents, balanceAfter: null, status, sn, payMethod: null, createTime: now(), dueAt: null,
  };
  db.ledger.push(entry);
  return entry;
}

export function userById(db: DemoState, id: number): UserRecord {
  const user = db.users.find((u) => u.id === id);
  if (!user) throw new Error(`user ${String(id)} vanished`);
  return user;
}
