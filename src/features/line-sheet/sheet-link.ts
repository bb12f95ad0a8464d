import { LIMITS, LOCALES, type Locale } from '@/lib/constants';
import { ROUTES } from '@/lib/routes';

/**
 * A line sheet travels as its link: the goods, the kind of prices and the language, in the query
 * (no token, nothing of the buyer's account). A retail sheet carries each goods' retail price
 * itself, already marked up: neither the wholesale price nor the buyer's markup is in the link
 * or on the page. A wholesale sheet carries only the goods; the page reads their tiers.
 */

export const MAX_SHEET_GOODS = 60;
/** A sheet's title is a free-text field like any other: the spec's input limit (section 5). */
export const MAX_SHEET_TITLE = LIMITS.inputMaxLength;

export type SheetPrices = 'retail' | 'wholesale';

export interface SheetItem {
  goodsId: number;
  /** Retail sheets: the price shown ('32.99'). */
  retail?: string;
}

export interface LineSheet {
  prices: SheetPrices;
  lang: Locale;
  title: string;
  items: SheetItem[];
}

const isId = (s: string) => /^[1-9]\d{0,11}$/u.test(s);
const isMoney = (s: string) => /^\d{1,9}(?:\.\d{1,2})?$/u.test(s);

export function sheetLink(sheet: LineSheet): string {
  const items = sheet.items
    .slice(0, MAX_SHEET_GOODS)
    .map((i) => (sheet.prices === 'retail' ? `${String(i.goodsId)}:${i.retail ?? ''}` : String(i.goodsId)))
    .join(',');
  const query = new URLSearchParams({ items, prices: sheet.prices, lang: sheet.lang });
  const title = sheet.title.trim().slice(0, MAX_SHEET_TITLE);
  if (title) query.set('title', title);
  return `${ROUTES.lineSheet}?${query.toString()}`;
}

/** The sheet a link describes, checked piece by piece; null when it names no goods (the builder shows). */
export function readSheetLink(search: string): LineSheet | null {
  const query = new URLSearchParams(search);
  const prices: SheetPrices = query.get('prices') === 'wholesale' ? 'wholesale' : 'retail';
  const langParam = query.get('lang') ?? '';
  const lang = LOCALES.find((l) => l === langParam) ?? 'en';
  const seen = new Set<number>();
  const items: SheetItem[] = [];
  for (const part of (query.get('items') ?? '').split(',').slice(0, MAX_SHEET_GOODS)) {
    const [id = '', retail = ''] = part.split(':');
    if (!isId(id) || seen.has(Number(id))) continue;
    // A retail sheet shows no price it was not given (never the wholesale one instead).
    if (prices === 'retail' && !isMoney(retail)) continue;
    seen.add(Number(id));
    items.push(prices === 'retail' ? { goodsId: Number(id), retail } : { goodsId: Number(id) });
  }
  if (items.length === 0) return null;
  return { prices, lang, title: (query.get('title') ?? '').slice(0, MAX_SHEET_TITLE), items };
}
