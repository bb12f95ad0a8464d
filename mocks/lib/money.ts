import { formatAmount, formatPercent } from '@/lib/money';
import type { DemoLocale } from './locale';

/** Money is kept in integer cents and answered as strings with two decimals, as the server does. */
export function toMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${String(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** Parses '12.5', 12.5 or '12.50' into cents; null for anything that is not a non-negative amount. */
export function parseMoney(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', frac = ''] = text.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** Percent applied to cents, rounded half up to the cent. */
export function percentOf(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100);
}

/**
 * An amount as the shop writes it inside its texts (notices, coupon titles, refusals): through
 * the storefront's own formatter, so a notice reads '47,96 $US' where the page beside it does.
 */
export function moneyText(locale: DemoLocale, cents: number, whole = false): string {
  return formatAmount(locale, cents / 100, { whole });
}

/** A whole percentage in a language's way: '5%' in English, '5 %' in French. */
export function percentText(locale: DemoLocale, percent: number): string {
  return formatPercent(locale, percent / 100);
}
