import type { IntlShape } from 'react-intl';

/** The demo shop's currency. Amounts arrive as strings with two decimals ('12.50'). */
export const CURRENCY = 'USD';

/** Options for FormattedNumber / intl.formatNumber so every price reads the same way. */
export const MONEY_FORMAT = { style: 'currency', currency: CURRENCY } as const;

/**
 * A decimal comma read as a point: French and Spanish shoppers write 12,50, and their phones'
 * decimal keypads offer only a comma. Only a lone comma with no point is read so; '1,250' then
 * has three decimals and is refused rather than taken as a thousands separator.
 */
export function withDecimalPoint(text: string): string {
  const pointed = /^[^.,]*,[^.,]*$/.test(text) ? text.replace(',', '.') : text;
  return pointed.startsWith('.') ? `0${pointed}` : pointed;
}

/** '12.50' (or a typed '12,50') → 12.5; anything unreadable → 0, so a bad field never renders NaN. */
export function toAmount(value: string | number | null | undefined): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(withDecimalPoint(value ?? ''));
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
