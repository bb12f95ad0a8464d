import type { IntlShape } from 'react-intl';

/** The demo shop's currency. Amounts arrive as strings with two decimals ('12.50'). */
export const CURRENCY = 'USD';

const MONEY_FORMAT = { style: 'currency', currency: CURRENCY } as const;

/** The one minus sign every amount and percentage is written with (U+2212, never a hyphen). */
export const MINUS = '\u2212';

/** The spaces a shopper or Intl puts between digit groups: a space, a no-break space, a narrow one. */
const GROUP_SPACE = /[ \u00a0\u202f]/gu;
/** A whole part grouped by points or by commas, in threes. */
const GROUPED = { '.': /^\d{1,3}(\.\d{3})+$/u, ',': /^\d{1,3}(,\d{3})+$/u } as const;

/**
 * A typed amount written as the server writes it ('1000.50'). French and Spanish shoppers type a
 * decimal comma (their phones' decimal keypads offer only a comma), and many group thousands:
 * '1 000,50' (or pasted from the page, with Intl's no-break space), '1.000,50' in Spanish,
 * '1,000.50' in English. Grouping is read only where it cannot be misread: spaces between groups of
 * three, or both marks with groups of three before the last one, which is then the decimal mark. A
 * lone comma is the decimal mark, so '1,250' alone has three decimals and is refused rather than
 * guessed at; anything else is left for the validator to refuse.
 */
export function withDecimalPoint(text: string): string {
  let plain = /^\d{1,3}([ \u00a0\u202f]\d{3})+([.,]\d*)?$/u.test(text) ? text.replace(GROUP_SPACE, '') : text;
  const decimalAt = Math.max(plain.lastIndexOf(','), plain.lastIndexOf('.'));
  if (plain.includes(',') && plain.includes('.')) {
    const group = plain[decimalAt] === ',' ? '.' : ',';
    const whole = plain.slice(0, decimalAt);
    if (GROUPED[group].test(whole)) plain = `${whole.replaceAll(group, '')}.${plain.slice(decimalAt + 1)}`;
  }
  const pointed = /^[^.,]*,[^.,]*$/.test(plain) ? plain.replace(',', '.') : plain;
  return pointed.startsWith('.') ? `0${pointed}` : pointed;
}

/**
 * An amount or number as a field shows it for editing (a refund's cap, "withdraw all", a stored
 * price filter): the language's decimal mark and no grouping, since the shopper edits it and
 * withDecimalPoint reads it back: '101.52' is '101,52' in French and Spanish, '101.52' in English.
 */
export function editableNumber(locale: string, value: string | number): string {
  const text = typeof value === 'number' ? String(value) : value;
  const mark = decimalMark(locale);
  return mark === '.' ? text : text.replace('.', mark);
}

const marks = new Map<string, string>();
function decimalMark(locale: string): string {
  let mark = marks.get(locale);
  if (mark === undefined) {
    mark = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    marks.set(locale, mark);
  }
  return mark;
}

/** '12.50' (or a typed '12,50') → 12.5; anything unreadable → 0, so a bad field never renders NaN. */
export function toAmount(value: string | number | null | undefined): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(withDecimalPoint(value ?? ''));
  return Number.isFinite(n) ? n : 0;
}

export interface MoneyOptions {
  /** 'always' writes a plus sign on credits (+$5.00), for a list of money in and out. */
  sign?: 'auto' | 'always';
  /** Whole units only ($50), for round amounts offered as choices. */
  whole?: boolean;
}

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** Intl's parts with its minus (a hyphen in these locales) replaced by the one minus sign. */
function written(format: Intl.NumberFormat, value: number): string {
  // No minus to replace: the plain format, without building the parts (a page of goods cards
  // writes a hundred prices in its first render; issue 12).
  if (value >= 0) return format.format(value);
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'minusSign' ? MINUS : part.value))
    .join('');
}

/**
 * An amount in a language's own way, the one writer of money in the shop (pages, and the texts
 * the demo server writes): the currency sign where the language puts it, its decimal mark and
 * grouping, and the one minus sign: '$1,234.50', '1 234,50 $US', '−$4.88'.
 */
export function formatAmount(locale: string, value: string | number | null | undefined, { sign = 'auto', whole = false }: MoneyOptions = {}): string {
  const amount = toAmount(value);
  const options: Intl.NumberFormatOptions = {
    ...MONEY_FORMAT,
    signDisplay: sign === 'always' ? 'exceptZero' : 'auto',
    ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  };
  // -0 (a rounded-away deduction) is written as nothing off, not "−$0.00".
  return written(numberFormat(locale, options), amount === 0 ? 0 : amount);
}

/** '$12.50' in the shopper's language (see formatAmount). */
export function formatMoney(intl: IntlShape, value: string | number | null | undefined, options?: MoneyOptions): string {
  return formatAmount(intl.locale, value, options);
}

/** A deduction (a discount, a coupon) as it stands in a list of amounts: '−$4.88'. */
export function formatDeduction(intl: IntlShape, value: string | number | null | undefined): string {
  return formatAmount(intl.locale, -Math.abs(toAmount(value)));
}

/** A share as a percentage in the language's way: '10%' in English, '10 %' in French and Spanish. */
export function formatPercent(locale: string, fraction: number, maximumFractionDigits = 1): string {
  return written(numberFormat(locale, { style: 'percent', maximumFractionDigits }), fraction);
}

/** A number as the server writes money: two decimals, no grouping ('1280.00'). */
export function toMoneyString(value: number): string {
  return value.toFixed(2);
}
