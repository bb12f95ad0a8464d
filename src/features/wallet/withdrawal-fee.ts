import { toMoneyString } from '@/lib/money';
import { toCents, validateAmount, type AmountLimits } from '@/lib/validation';

/** The fee rule from the site configuration: withdrawal_fee_rate ('0.01' = 1 %), withdrawal_fee_min. */
export interface FeeRule {
  /** The rate as an exact fraction, so the quote rounds as the server does (half up, in cents). */
  numerator: number;
  denominator: number;
  minCents: number;
}

const RATE = /^(0|1)(?:\.(\d{1,6}))?$/;

export function readFeeRule(rate: unknown, min: unknown): FeeRule | null {
  if (typeof rate !== 'string') return null;
  const match = RATE.exec(rate.trim());
  if (!match) return null;
  const decimals = (match[2] as string | undefined) ?? '';
  const numerator = Number(match[1] + decimals);
  const denominator = 10 ** decimals.length;
  if (numerator > denominator) return null;
  const minCents = typeof min === 'string' ? (toCents(min) ?? 0) : 0;
  return { numerator, denominator, minCents };
}

export interface WithdrawalQuote {
  fee: string;
  receive: string;
}

/**
 * What a valid amount costs and what arrives; null for an amount that is not one yet, or one the
 * form refuses (past the balance, under the minimum): no quote stands beside a refusal.
 */
export function quoteWithdrawal(amount: string, rule: FeeRule | null, limits: AmountLimits = {}): WithdrawalQuote | null {
  if (!rule || validateAmount(amount, limits) !== null) return null;
  const cents = toCents(amount.trim().startsWith('.') ? `0${amount.trim()}` : amount.trim());
  if (cents === null) return null;
  const fee = Math.min(cents, Math.max(rule.minCents, Math.round((cents * rule.numerator) / rule.denominator)));
  return { fee: toMoneyString(fee / 100), receive: toMoneyString((cents - fee) / 100) };
}
