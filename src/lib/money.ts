import type { IntlShape } from 'react-intl';

/** The demo shop's currency. Amounts arrive as strings with two decimals ('12.50'). */
export const CURRENCY = 'USD';

/** Options for FormattedNumber / intl.formatNumber so every price reads the same way. */
export const MONEY_FORMAT = { style: 'currency', currency: CURRENCY } as const;

/** '12.50' → 12.5; anything unreadable → 0, so a bad field never renders NaN. */
export function toAmount(value: string | number | null | undefined): number {
  // A lone decimal comma is a decimal point, as validateAmount reads a typed '12,50'.
  const n = typeof value === 'number' ? value : Number.parseFloat((value ?? '').replace(/^([^.,]*),([^.,]*)$/, '$1.$2'));
  return Number.isFinite(n) ? n : 0;
}

/** '$12.50' in the shopper's language. */
export function formatMoney(intl: IntlShape, value: string | number | null | undefined): string {
  return intl.formatNumber(toAmount(value), MONEY_FORMAT);
}

/** A number as the server writes money: two decimals, no grouping ('1280.00'). */
export function toMoneyString(value: number): string {
  return value.toFixed(2);
}
