import type * as LzStringModule from 'lz-string';
import { cleanListName, MAX_LIST_ITEMS, readItems, type ListItem } from './saved-lists';

/**
 * A reorder list as a link: the list itself (name, codes, quantities, the ids and prices it was
 * saved with) compressed into the URL's fragment with lz-string, loaded only when a link is made
 * or opened. The fragment never reaches a server, and no token is in it: a colleague or another
 * device opens the same list and may save it. What comes in is checked like a stored list.
 */

export interface SharedList {
  name: string;
  items: ListItem[];
}

const VERSION = 1;
/** The fragment's parameter: `#list=…`. */
export const SHARE_PARAM = 'list';
/** Past this many characters some chat apps cut a link: the page offers the CSV file instead. */
export const LONG_LINK = 6_000;

type Row = [string, number, number, number, string];
type LzString = typeof LzStringModule;

/** lz-string is CommonJS: bundlers hand its functions over by name, Node only as the default. */
async function lzString(): Promise<LzString> {
  const loaded = await import('lz-string');
  return (loaded as LzString & { default?: LzString }).default ?? loaded;
}

export async function encodeListShare(list: SharedList): Promise<string> {
  const { compressToEncodedURIComponent } = await lzString();
  const rows: Row[] = list.items.map((i) => [i.code, i.quantity, i.goodsId ?? 0, i.specId ?? 0, i.price ?? '']);
  return compressToEncodedURIComponent(JSON.stringify({ v: VERSION, n: list.name, i: rows }));
}

/** The list a fragment carries ('#list=…' or the bare value), or null when it carries none. */
export async function decodeListShare(fragment: string): Promise<SharedList | null> {
  const value = new URLSearchParams(fragment.replace(/^#/u, '')).get(SHARE_PARAM) ?? '';
  // A list of 1 000 lines compresses to well under 100 000 characters; more is not ours.
  if (value === '' || value.length > 200_000) return null;
  const { decompressFromEncodedURIComponent } = await lzString();
  let parsed: unknown;
  try {
    parsed = JSON.parse(decompressFromEncodedURIComponent(value) || 'null');
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const raw = parsed as { v?: unknown; n?: unknown; i?: unknown };
  if (raw.v !== VERSION || !Array.isArray(raw.i)) return null;
  const items = readItems(
    raw.i.slice(0, MAX_LIST_ITEMS).map((row: unknown) => {
      if (!Array.isArray(row)) return null;
      const [code, quantity, goodsId, specId, price] = row as unknown[];
      return { code, quantity, goodsId, specId, price };
    }),
  );
  const name = typeof raw.n === 'string' ? cleanListName(raw.n) : '';
  return items.length > 0 ? { name, items } : null;
}

/** The full link to open a shared list on this shop. */
export function shareLink(origin: string, path: string, encoded: string): string {
  return `${origin}${path}#${SHARE_PARAM}=${encoded}`;
}
