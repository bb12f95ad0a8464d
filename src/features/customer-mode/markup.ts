import { isFactor } from '@/lib/customer-mode';
import { withDecimalPoint } from '@/lib/money';

export type MarkupKind = 'factor' | 'percent';

/**
 * The factor a typed markup means (×2.5, or +150 %), as amounts are read: decimal comma, grouped
 * thousands ('1 500'), and a percent sign or a times sign typed with it; null when out of range or not
 * a number.
 */
export function markupFactor(kind: MarkupKind, typed: string): number | null {
  const text = withDecimalPoint(typed.trim().replace(/^[x×]\s*|\s*%$/gu, ''));
  if (!/^\d+(?:\.\d+)?$/u.test(text)) return null;
  const n = Number(text);
  const factor = kind === 'percent' ? Math.round((1 + n / 100) * 10_000) / 10_000 : n;
  return isFactor(factor) ? factor : null;
}
