import { isFactor } from '@/lib/customer-mode';
import { toAmount } from '@/lib/money';

export type MarkupKind = 'factor' | 'percent';

/** The factor a typed markup means (×2.5, or +150 %), decimal comma accepted; null when out of range or not a number. */
export function markupFactor(kind: MarkupKind, typed: string): number | null {
  const text = typed.trim();
  if (!/^\d+(?:[.,]\d+)?$/u.test(text)) return null;
  const n = toAmount(text.replace(',', '.'));
  const factor = kind === 'percent' ? Math.round((1 + n / 100) * 10_000) / 10_000 : n;
  return isFactor(factor) ? factor : null;
}
