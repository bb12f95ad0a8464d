import type { LedgerKind, WithdrawalStatus } from '@/api/types';
import { has, money, oneOf, page, paged } from '../lib/input';
import { toMoney } from '../lib/money';
import { reply, route } from '../lib/route';
import { createRecharge, readBank, toLedgerEntry, toWithdrawal, withdraw } from '../rules/wallet';

const KINDS: readonly LedgerKind[] = ['recharge', 'payment', 'refund', 'withdrawal', 'rebate', 'adjustment'];
const STATUSES: readonly WithdrawalStatus[] = ['pending', 'approved', 'paid', 'rejected'];

export const walletHandlers = [
  route('/api/account/balanceOrder', 'user', (ctx) => {
    const entry = createRecharge(ctx.db, ctx.user, money(ctx.body, 'amount'));
    return { id: entry.id, order_sn: entry.sn, amount: toMoney(entry.amount) };
  }),
  route('/api/account/balanceOrderList', 'user', (ctx) => {
    const kind = has(ctx.body, 'kind') ? oneOf(ctx.body, 'kind', KINDS) : null;
    const mine = ctx.db.ledger.filter((l) => l.userId === ctx.user.id && (kind === null || l.kind === kind)).sort((a, b) => b.createTime - a.createTime || b.id - a.id);
    return { ...paged(mine.map((l) => toLedgerEntry(l, ctx.locale)), page(ctx.body)), balance: toMoney(ctx.user.balance) };
  }),
  route('/api/account/balanceWithdrawal', 'user', (ctx) => {
    const record = withdraw(ctx.db, ctx.user, money(ctx.body, 'amount'), readBank(ctx.body));
    return reply({ id: record.id }, 'Withdrawal requested');
  }),
  route('/api/account/balanceWithdrawalList', 'user', (ctx) => {
    const status = has(ctx.body, 'status') ? oneOf(ctx.body, 'status', STATUSES) : null;
    const mine = ctx.db.withdrawals.filter((w) => w.userId === ctx.user.id && (status === null || w.status === status)).sort((a, b) => b.createTime - a.createTime || b.id - a.id);
    return paged(mine.map((w) => toWithdrawal(w, ctx.locale)), page(ctx.body));
  }),
];
