import type { BankCard, LedgerEntry, PayMethod, Withdrawal } from '@/api/types';
import { ledgerTitle, SERVER_TEXT, say } from '../data/server-texts';
import { SHOP_RULES } from '../data/site';
import type { DemoLocale } from '../lib/locale';
import { REFUSED_WITH } from '../data/refusal-texts';
import { refuse } from '../lib/errors';
import { object, text, type Body } from '../lib/input';
import { toMoney } from '../lib/money';
import { now, settings } from '../lib/settings';
import type { DemoState, LedgerRecord, UserRecord, WithdrawalRecord } from '../state/schema';
import { nextId } from '../state/schema';
import { move, pending, userById } from './ledger';
import { addNotice } from './notices';

export const MAX_RECHARGE = 10_000_000;

/** A recharge starts as a pending ledger entry: the balance moves only once it is paid. */
export function createRecharge(db: DemoState, user: UserRecord, cents: number): LedgerRecord {
  if (cents < SHOP_RULES.minRecharge) refuse(REFUSED_WITH.topUpBelowMinimum(SHOP_RULES.minRecharge));
  if (cents > MAX_RECHARGE) refuse(REFUSED_WITH.topUpAboveMaximum(MAX_RECHARGE));
  const id = nextId(db);
  return pending(db, user, 'recharge', 'Top-up', cents, `RC${String(now())}${String(id).padStart(6, '0')}`);
}

export function ownRecharge(db: DemoState, user: UserRecord, id: number): LedgerRecord {
  const entry = db.ledger.find((l) => l.id === id && l.userId === user.id && l.kind === 'recharge');
  if (!entry) refuse('Top-up not found');
  return entry;
}

/** A paid recharge: the pending entry becomes the completed movement. */
export function completeRecharge(db: DemoState, entry: LedgerRecord, method: PayMethod): void {
  const user = userById(db, entry.userId);
  user.balance += entry.amount;
  entry.balanceAfter = user.balance;
  entry.status = 'completed';
  entry.payMethod = method;
  entry.dueAt = null;
}

export function toLedgerEntry(l: LedgerRecord, locale: DemoLocale): LedgerEntry {
  return {
    id: l.id,
    kind: l.kind,
    title: ledgerTitle(l.kind, l.sn, locale),
    amount: `${l.amount >= 0 ? '+' : '-'}${toMoney(Math.abs(l.amount))}`,
    balance_after: l.balanceAfter === null ? '' : toMoney(l.balanceAfter),
    status: l.status,
    order_sn: l.sn,
    pay_method: l.payMethod,
    create_time: l.createTime,
  };
}

export function readBank(body: Body): BankCard {
  const bank = object(body.bank, 'bank');
  const accountNo = text(bank, 'account_no', { max: 40 }).replace(/\s+/g, '');
  if (!/^[A-Za-z0-9]{8,34}$/.test(accountNo)) refuse('bank.account_no must be 8 to 34 letters or digits');
  return {
    bank_name: text(bank, 'bank_name', { max: 100 }),
    account_name: text(bank, 'account_name', { max: 100 }),
    account_no: accountNo,
    branch: text(bank, 'branch', { optional: true, max: 100 }),
    swift: text(bank, 'swift', { optional: true, max: 11 }),
  };
}

export function withdrawalFee(cents: number): number {
  return Math.max(SHOP_RULES.withdrawalFeeMin, Math.round((cents * SHOP_RULES.withdrawalFeeRate) / 100));
}

/** The amount leaves the balance at once (held); a rejection gives it back. */
export function withdraw(db: DemoState, user: UserRecord, cents: number, bank: BankCard): WithdrawalRecord {
  if (cents < SHOP_RULES.minWithdrawal) refuse(REFUSED_WITH.withdrawalBelowMinimum(SHOP_RULES.minWithdrawal));
  if (cents > user.balance) refuse(REFUSED_WITH.balanceShort(user.balance));
  const id = nextId(db);
  const sn = `WD${String(now())}${String(id).padStart(6, '0')}`;
  const entry = move(db, user, 'withdrawal', 'Withdrawal', -cents, sn, null);
  entry.status = 'pending';
  const record: WithdrawalRecord = {
    id, sn, userId: user.id, amount: cents, fee: withdrawalFee(cents), status: 'pending', bank, rejectReason: '', createTime: now(), finishTime: null, ledgerId: entry.id,
    dueAt: now() + settings.reviewAfter,
  };
  db.withdrawals.push(record);
  return record;
}

export function toWithdrawal(w: WithdrawalRecord, locale: DemoLocale): Withdrawal {
  const masked = w.bank.account_no.length > 4 ? `${'*'.repeat(w.bank.account_no.length - 4)}${w.bank.account_no.slice(-4)}` : w.bank.account_no;
  return {
    id: w.id, withdrawal_sn: w.sn, amount: toMoney(w.amount), fee: toMoney(w.fee), actual_amount: toMoney(w.amount - w.fee), status: w.status,
    bank: { ...w.bank, account_no: masked }, reject_reason: say(w.rejectReason, locale), create_time: w.createTime, finish_time: w.finishTime,
  };
}

/**
 * The shop's side: a withdrawal is approved after a minute and paid out after two more; one
 * whose account name holds '#reject' is rejected and the amount returns to the balance.
 */
export function tickWallet(db: DemoState): void {
  const t = now();
  for (const w of db.withdrawals) {
    // A withdrawal may be several steps behind the clock (after a reload): catch up step by step.
    while (w.dueAt !== null && t >= w.dueAt) stepWithdrawal(db, w, w.dueAt);
  }
  for (const l of db.ledger) {
    // Recharges paid by bank transfer: the shop confirms the transfer after the review delay.
    if (l.kind === 'recharge' && l.status === 'pending' && l.dueAt !== null && t >= l.dueAt) completeRecharge(db, l, 'bank_transfer');
  }
}

function stepWithdrawal(db: DemoState, w: WithdrawalRecord, at: number): void {
  const entry = db.ledger.find((l) => l.id === w.ledgerId);
  if (w.status === 'pending' && w.bank.account_name.toLowerCase().includes('#reject')) {
    w.status = 'rejected';
    w.rejectReason = SERVER_TEXT.withdrawalRejected;
    w.finishTime = at;
    w.dueAt = null;
    if (entry) entry.status = 'failed';
    move(db, userById(db, w.userId), 'adjustment', `Withdrawal ${w.sn} returned`, w.amount, w.sn, null);
    addNotice(db, w.userId, 'system', 'withdrawal', { sn: w.sn, amount: toMoney(w.amount), status: SERVER_TEXT.rejected }, { kind: 'withdrawal', id: w.id });
  } else if (w.status === 'pending') {
    w.status = 'approved';
    w.dueAt = at + settings.refundAfter;
  } else if (w.status === 'approved') {
    w.status = 'paid';
    w.finishTime = at;
    w.dueAt = null;
    if (entry) entry.status = 'completed';
    addNotice(db, w.userId, 'system', 'withdrawal', { sn: w.sn, amount: toMoney(w.amount), status: SERVER_TEXT.paid }, { kind: 'withdrawal', id: w.id });
  } else {
    w.dueAt = null;
  }
}
