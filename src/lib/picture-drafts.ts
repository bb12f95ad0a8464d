import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { PICTURE_DRAFTS_FLAG } from './picture-drafts-flag';
import { readStorage, removeStorage, writeStorage } from './storage';

export { PICTURE_DRAFTS_FLAG };

/**
 * Pictures a shopper has picked into a form and not sent yet (a bank receipt, a return's photos, a
 * review's), kept on the device so that a reload gives them back: on a phone, going to the banking
 * app for the receipt's screenshot, or to the camera, often costs the shop's tab its page. They are
 * data: URLs of up to 1 600 px (image-data-url.ts), several megabytes for a form, too large for the
 * tab's sessionStorage where the form's other fields are kept (use-form-draft.ts); IndexedDB holds
 * them.
 *
 * They follow the form drafts' rules: one account's, one page's, one tab's (a tab id kept in the
 * tab's sessionStorage, so a reload keeps it and another tab has its own). IndexedDB outlives the
 * tab, so what a closed tab left is swept at a later start once a day has passed
 * (`sweepPictureDrafts`); a flag in localStorage says whether there is anything to sweep, so a
 * start opens no database when nothing was ever kept.
 */

export interface PictureDraft {
  account: string;
  /** The page's path and query. */
  where: string;
  urls: string[];
  /** When it was last written (ms since the epoch). */
  savedAt: number;
}

/** How long a draft nobody wrote to is kept: a day, then a closed tab's pictures go. */
export const PICTURE_DRAFT_TTL_MS = 24 * 60 * 60 * 1000;
const TAB_ID_KEY = 'picture-drafts-tab';

/** The database and its one store (tests read it to act out a reload). */
export const PICTURE_DRAFTS_DB = { name: 'acc-plus-drafts', store: 'pictures' } as const;

let store: UseStore | null = null;
function pictureStore(): UseStore | null {
  // No IndexedDB (a test DOM, a private window that refuses it): nothing is kept, as before.
  if (typeof indexedDB === 'undefined') return null;
  store ??= createStore(PICTURE_DRAFTS_DB.name, PICTURE_DRAFTS_DB.store);
  return store;
}

function tabId(): string {
  let id = readStorage(TAB_ID_KEY, 'session');
  if (!id) {
    id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
    writeStorage(TAB_ID_KEY, id, 'session');
  }
  return id;
}

const keyOf = (name: string) => `${tabId()}|${name}`;

/** A picture just picked (a data: URL), or one a request being edited came with (the server's URL). */
const isPictureUrl = (u: unknown): u is string => typeof u === 'string' && /^(data:image\/|https?:\/\/|\/(?!\/))/.test(u);

const isPictureDraft = (v: unknown): v is PictureDraft => {
  if (typeof v !== 'object' || v === null) return false;
  const d = v as Record<string, unknown>;
  return (
    typeof d.account === 'string' &&
    typeof d.where === 'string' &&
    typeof d.savedAt === 'number' &&
    Array.isArray(d.urls) &&
    d.urls.every(isPictureUrl)
  );
};

/** This tab's kept pictures of the form `name` on this page for this account; null when none (or unreadable). */
export async function readPictureDraft(name: string, account: string, where: string): Promise<string[] | null> {
  const db = pictureStore();
  if (!db || !account) return null;
  try {
    const kept: unknown = await get(keyOf(name), db);
    if (!isPictureDraft(kept) || kept.account !== account || kept.where !== where) return null;
    return kept.urls;
  } catch {
    return null;
  }
}

export async function writePictureDraft(name: string, draft: Omit<PictureDraft, 'savedAt'>, now = Date.now()): Promise<void> {
  const db = pictureStore();
  if (!db || !draft.account) return;
  writeStorage(PICTURE_DRAFTS_FLAG, '1');
  // Quota or a refused database: the form still holds the pictures.
  await set(keyOf(name), { ...draft, savedAt: now }, db).catch(() => undefined);
}

export async function forgetPictureDraft(name: string): Promise<void> {
  const db = pictureStore();
  if (!db) return;
  await del(keyOf(name), db).catch(() => undefined);
}

/** Drops the drafts nobody wrote to for a day (closed tabs'), and the flag once none is left. */
export async function sweepPictureDrafts(now = Date.now()): Promise<void> {
  const db = pictureStore();
  if (!db || !readStorage(PICTURE_DRAFTS_FLAG)) return;
  try {
    let left = 0;
    for (const [key, value] of await entries(db)) {
      if (isPictureDraft(value) && now - value.savedAt < PICTURE_DRAFT_TTL_MS) left += 1;
      else await del(key, db);
    }
    if (left === 0) removeStorage(PICTURE_DRAFTS_FLAG);
  } catch {
    // Tried again at the next start.
  }
}
