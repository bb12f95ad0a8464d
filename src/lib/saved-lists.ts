import { MAX_LINE_QUANTITY } from './order-lines';
import { readStorage, writeStorage } from './storage';

/**
 * Reorder lists ("Monthly pearls", "Christmas window"): named lines of codes and quantities a
 * buyer orders again and again. The API has no call for them, so they live on this device, per
 * account (local storage), and travel as CSV files and share links (list-share.ts). Every value
 * read back is checked field by field: a damaged line is dropped on its own, a damaged store
 * reads as no lists, and nothing stored can stop the app.
 *
 * Shared by reorder lists, quick order and line sheets ("choose goods from a list").
 */

export const MAX_LISTS = 100;
export const MAX_LIST_ITEMS = 1_000;
/** The spec's input limit (section 5). */
export const MAX_LIST_NAME = 140;

/** One line of a list: a code and a quantity, with what the shop said of it when it was saved. */
export interface ListItem {
  /** The spec's code (sku), or a goods' code when no spec is chosen yet; '' when not known. */
  code: string;
  quantity: number;
  goodsId?: number;
  specId?: number;
  /** Names and unit price when the line was saved, to show what changed since. */
  title?: string;
  specTitle?: string;
  price?: string;
}

export type ListSource = 'order' | 'cart' | 'favourites' | 'quick_order' | 'csv' | 'shared';
const SOURCES: readonly ListSource[] = ['order', 'cart', 'favourites', 'quick_order', 'csv', 'shared'];

export interface SavedList {
  id: string;
  name: string;
  source: ListSource;
  /** Epoch milliseconds. */
  created: number;
  updated: number;
  items: ListItem[];
}

const VERSION = 1;
const keyOf = (userId: number) => `acc_reorder_lists:${String(userId)}`;

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
const shortText = (v: unknown, max = 200): string | undefined => (typeof v === 'string' && v !== '' ? v.slice(0, max) : undefined);
const isMoney = (v: unknown): v is string => typeof v === 'string' && /^\d{1,12}(?:\.\d{1,2})?$/u.test(v);

/** A stored or received line, checked field by field; null when it cannot be a line. */
export function readItem(raw: unknown): ListItem | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const quantity = typeof r.quantity === 'number' && Number.isInteger(r.quantity) ? Math.min(MAX_LINE_QUANTITY, r.quantity) : 0;
  const code = typeof r.code === 'string' ? r.code.trim().slice(0, 64) : '';
  const goodsId = isId(r.goodsId) ? r.goodsId : undefined;
  if (quantity < 1 || (code === '' && goodsId === undefined)) return null;
  const item: ListItem = { code, quantity };
  if (goodsId !== undefined) item.goodsId = goodsId;
  if (goodsId !== undefined && isId(r.specId)) item.specId = r.specId;
  const title = shortText(r.title);
  const specTitle = shortText(r.specTitle);
  if (title) item.title = title;
  if (specTitle) item.specTitle = specTitle;
  if (isMoney(r.price)) item.price = r.price;
  return item;
}

export function readItems(raw: unknown): ListItem[] {
  return Array.isArray(raw) ? raw.slice(0, MAX_LIST_ITEMS).flatMap((r) => readItem(r) ?? []) : [];
}

export function cleanListName(name: string): string {
  return name.replace(/\s+/gu, ' ').trim().slice(0, MAX_LIST_NAME);
}

function readList(raw: unknown): SavedList | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const id = typeof r.id === 'string' && /^[\w-]{1,40}$/u.test(r.id) ? r.id : null;
  const name = typeof r.name === 'string' ? cleanListName(r.name) : '';
  if (!id || !name) return null;
  const time = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);
  return {
    id,
    name,
    source: SOURCES.includes(r.source as ListSource) ? (r.source as ListSource) : 'quick_order',
    created: time(r.created),
    updated: time(r.updated) || time(r.created),
    items: readItems(r.items),
  };
}

/** What was read, with the stored text it came from: another tab's write (or a test's reset) shows. */
const cache = new Map<number, { raw: string; lists: SavedList[] }>();
const listeners = new Set<() => void>();

function parseLists(raw: string): SavedList[] {
  try {
    const parsed = JSON.parse(raw || 'null') as unknown;
    const stored = typeof parsed === 'object' && parsed !== null ? (parsed as { v?: unknown; lists?: unknown }) : {};
    if (stored.v !== VERSION || !Array.isArray(stored.lists)) return [];
    const seen = new Set<string>();
    return stored.lists.slice(0, MAX_LISTS).flatMap((l) => {
      const list = readList(l);
      if (!list || seen.has(list.id)) return [];
      seen.add(list.id);
      return [list];
    });
  } catch {
    return [];
  }
}

export function readLists(userId: number): SavedList[] {
  const raw = readStorage(keyOf(userId));
  const known = cache.get(userId);
  if (known?.raw === raw) return known.lists;
  const lists = parseLists(raw);
  cache.set(userId, { raw, lists });
  return lists;
}

function writeLists(userId: number, lists: SavedList[]): void {
  const raw = JSON.stringify({ v: VERSION, lists });
  writeStorage(keyOf(userId), raw);
  // Kept even when storage refuses (private mode, full quota): the lists live on for this visit.
  cache.set(userId, { raw: readStorage(keyOf(userId)), lists });
  for (const listener of listeners) listener();
}

export function subscribeLists(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** A name not taken yet: 'Monthly pearls', then 'Monthly pearls (2)'. */
export function freeListName(userId: number, wanted: string): string {
  const base = cleanListName(wanted);
  const taken = new Set(readLists(userId).map((l) => l.name.toLowerCase()));
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n += 1) {
    const name = `${base.slice(0, MAX_LIST_NAME - 6)} (${String(n)})`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}

export type NewList = Pick<SavedList, 'name' | 'source' | 'items'>;

/** Saves a new list first in line; answers it, or null when there is no room or nothing in it. */
export function createList(userId: number, list: NewList, now = Date.now()): SavedList | null {
  const items = readItems(list.items);
  const lists = readLists(userId);
  if (items.length === 0 || lists.length >= MAX_LISTS) return null;
  const saved: SavedList = { id: newId(), name: freeListName(userId, list.name) || 'List', source: list.source, created: now, updated: now, items };
  writeLists(userId, [saved, ...lists]);
  return saved;
}

export function updateList(userId: number, id: string, change: Partial<Pick<SavedList, 'name' | 'items'>>, now = Date.now()): void {
  writeLists(
    userId,
    readLists(userId).map((l) =>
      l.id === id
        ? {
            ...l,
            ...(change.name !== undefined && cleanListName(change.name) !== '' && { name: cleanListName(change.name) }),
            ...(change.items !== undefined && { items: readItems(change.items) }),
            updated: now,
          }
        : l,
    ),
  );
}

export function deleteList(userId: number, id: string): void {
  writeLists(
    userId,
    readLists(userId).filter((l) => l.id !== id),
  );
}

