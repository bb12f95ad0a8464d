import { readStorage, writeStorage } from './storage';

/**
 * Stock watch ("tell me when it's back"): sold-out specs and goods a buyer waits for. No call of
 * the API records such a wish or pushes a restock, so the watches live on this device, per
 * account (local storage), and the app checks them itself (features/stock-watch). Every value
 * read back is checked field by field: a damaged watch is dropped on its own, a damaged store
 * reads as none, and nothing stored can stop the app.
 *
 * Shared by the goods page (the buttons), the app-wide checker and the Me tab's list.
 */

export const MAX_WATCHES = 200;

/** watching: sold out when last seen; back: seen in stock again (told once); gone: no longer sold. */
export type WatchState = 'watching' | 'back' | 'gone';
const STATES: readonly WatchState[] = ['watching', 'back', 'gone'];

export interface WatchTarget {
  goodsId: number;
  /** The spec waited for; absent: any spec of the goods. */
  specId?: number;
}

export interface StockWatch extends WatchTarget {
  /** Names and picture as last read, shown in the list without a call. */
  title: string;
  specTitle?: string;
  image?: string;
  sku?: string;
  /** Epoch milliseconds: when the buyer asked. */
  since: number;
  state: WatchState;
  /** Epoch milliseconds: when the state last changed (back or gone seen). */
  changed?: number;
  /** Pieces in stock when it was seen back. */
  stock?: number;
}

const VERSION = 1;
const keyOf = (userId: number) => `acc_stock_watch:${String(userId)}`;

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;
const text = (v: unknown, max: number): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.slice(0, max) : undefined);
/**
 * Only pictures the shop would serve: a web address or a path of ours, or a small inline picture
 * (the demo backend's are SVG data addresses; an <img> never runs a script in one). Never
 * javascript:, never a data address of anything but an image, never a long one (storage is small).
 */
const imageUrl = (v: unknown): string | undefined =>
  typeof v === 'string' &&
  ((v.length <= 2_000 && /^(?:https?:\/\/|\/(?!\/))/iu.test(v)) || (v.length <= 8_000 && /^data:image\/(?:svg\+xml|png|jpeg|webp|gif)[;,]/iu.test(v)))
    ? v
    : undefined;

export const watchKey = (t: WatchTarget): string => `${String(t.goodsId)}:${t.specId === undefined ? '*' : String(t.specId)}`;

/** A stored watch, checked field by field; null when it cannot be one. */
export function readWatch(raw: unknown): StockWatch | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (!isId(r.goodsId)) return null;
  const watch: StockWatch = {
    goodsId: r.goodsId,
    title: text(r.title, 200) ?? '',
    since: isTime(r.since) ? r.since : 0,
    state: STATES.includes(r.state as WatchState) ? (r.state as WatchState) : 'watching',
  };
  if (isId(r.specId)) watch.specId = r.specId;
  const specTitle = text(r.specTitle, 200);
  const image = imageUrl(r.image);
  const sku = text(r.sku, 64);
  if (specTitle) watch.specTitle = specTitle;
  if (image) watch.image = image;
  if (sku) watch.sku = sku;
  if (isTime(r.changed)) watch.changed = r.changed;
  if (typeof r.stock === 'number' && Number.isSafeInteger(r.stock) && r.stock > 0) watch.stock = r.stock;
  return watch;
}

function parseWatches(raw: string): StockWatch[] {
  try {
    const parsed = JSON.parse(raw || 'null') as unknown;
    const stored = typeof parsed === 'object' && parsed !== null ? (parsed as { v?: unknown; watches?: unknown }) : {};
    if (stored.v !== VERSION || !Array.isArray(stored.watches)) return [];
    const seen = new Set<string>();
    return stored.watches.slice(0, MAX_WATCHES).flatMap((w) => {
      const watch = readWatch(w);
      if (!watch || seen.has(watchKey(watch))) return [];
      seen.add(watchKey(watch));
      return [watch];
    });
  } catch {
    return [];
  }
}

/** What was read, with the stored text it came from: another tab's write shows. */
const cache = new Map<number, { raw: string; watches: StockWatch[] }>();
const listeners = new Set<() => void>();
const NONE: StockWatch[] = [];

export function readWatches(userId: number): StockWatch[] {
  if (!userId) return NONE;
  const raw = readStorage(keyOf(userId));
  const known = cache.get(userId);
  if (known?.raw === raw) return known.watches;
  const watches = parseWatches(raw);
  cache.set(userId, { raw, watches });
  return watches;
}

function writeWatches(userId: number, watches: StockWatch[]): void {
  const raw = JSON.stringify({ v: VERSION, watches });
  writeStorage(keyOf(userId), raw);
  // Kept even when storage refuses (private mode, full quota): the watches live on for this visit.
  cache.set(userId, { raw: readStorage(keyOf(userId)), watches });
  for (const listener of listeners) listener();
}

export function subscribeWatches(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the shop changed them.
  const onStorage = (e: StorageEvent) => {
    if (e.key?.startsWith('acc_stock_watch:')) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

export function findWatch(userId: number, target: WatchTarget): StockWatch | undefined {
  const key = watchKey(target);
  return readWatches(userId).find((w) => watchKey(w) === key);
}

export type NewWatch = Pick<StockWatch, 'goodsId' | 'specId' | 'title' | 'specTitle' | 'image' | 'sku'>;

/**
 * Watches a target (again: a watch told 'back' that sold out since is armed anew), first in
 * line. Answers false when the list is full.
 */
export function addWatch(userId: number, watch: NewWatch, now = Date.now()): boolean {
  const clean = readWatch({ ...watch, since: now, state: 'watching' });
  if (!userId || !clean) return false;
  const others = readWatches(userId).filter((w) => watchKey(w) !== watchKey(clean));
  if (others.length >= MAX_WATCHES) return false;
  writeWatches(userId, [clean, ...others]);
  return true;
}

export function removeWatch(userId: number, target: WatchTarget): void {
  const key = watchKey(target);
  const watches = readWatches(userId);
  if (watches.some((w) => watchKey(w) === key)) writeWatches(userId, watches.filter((w) => watchKey(w) !== key));
}

export type WatchUpdate = Partial<Pick<StockWatch, 'state' | 'title' | 'specTitle' | 'image' | 'sku' | 'stock'>>;

/** What a check found, for several watches at once (one write). */
export function updateWatches(userId: number, updates: ReadonlyMap<string, WatchUpdate>, now = Date.now()): void {
  const before = readWatches(userId);
  const after = before.map((w) => {
    const update = updates.get(watchKey(w));
    if (!update) return w;
    const next = readWatch({ ...w, ...update, ...(update.state !== undefined && update.state !== w.state && { changed: now }) });
    return next && JSON.stringify(next) !== JSON.stringify(w) ? next : w;
  });
  if (after.some((w, i) => w !== before[i])) writeWatches(userId, after);
}
