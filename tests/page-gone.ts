import { createStore, entries, setMany } from 'idb-keyval';
import { PICTURE_DRAFTS_DB } from '@/lib/picture-drafts';

/**
 * A reload as far as storage goes: the page goes without running its cleanups (React's unmount
 * would), so the tab's storage is what it held at that moment.
 */
export function pageGone(view: { unmount: () => void }): void {
  const held = Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key) ?? ''] as const);
  view.unmount();
  sessionStorage.clear();
  for (const [key, value] of held) sessionStorage.setItem(key, value);
}

/**
 * The same for a page whose form keeps pictures (in IndexedDB: the test file imports
 * fake-indexeddb): what the database held when the page went is there again after.
 */
export async function pageGoneKeepingPictures(view: { unmount: () => void }): Promise<void> {
  const db = createStore(PICTURE_DRAFTS_DB.name, PICTURE_DRAFTS_DB.store);
  const held = await entries(db);
  pageGone(view);
  await setMany(held, db);
}
