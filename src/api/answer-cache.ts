/**
 * The device's saved copy of catalogue reads (issue 16): what the shopper has seen stays on screen
 * when the network is gone. Every call is a POST, which neither the Cache API's matching nor a
 * service worker's runtime caching keys on, so the transport layer keeps it: network first, the
 * saved answer only when the call got no answer at all.
 *
 * Keyed by site, path, body, language and account: an answer can carry an account's prices or
 * cart, so one account never reads another's; logout, a login as someone else and a session end
 * clear it all besides (app listeners). Stored in Cache Storage under a synthetic GET address
 * (no IndexedDB boilerplate, and the browser's quota applies). Bounded: at most MAX_SAVED_ANSWERS
 * entries, the oldest going first.
 */
import { whenIdle } from '@/lib/when-idle';

/** The reads whose answers are saved: the catalogue, the shell's start-up calls and the cart's lines. */
export const SAVED_READS: ReadonlySet<string> = new Set([
  '/api/common/systemDefaultLanguage',
  '/api/common/getLang',
  '/api/common/getConfiguration',
  '/api/common/bannerList',
  '/api/common/hotSearch',
  '/api/common/categoryList',
  '/api/commodity/commodityList',
  '/api/commodity/commodityCategoryList',
  '/api/commodity/commodityDetails',
  '/api/commodity/recommendCommodityList',
  '/api/commodity/labelList',
  '/api/commodity/batchTimeList',
  '/api/commodity/batchList',
  '/api/commodity/activityList',
  '/api/commodity/batchCommodityList',
  '/api/commodity/shoppingCartList',
]);

/**
 * The launch's reads: the whole shop's language and settings, no page's content. A saved copy of
 * them marks no page "possibly out of date": a page that shows nothing saved (one the device does
 * not hold, offline) said it was a saved copy because the launch's calls were answered on it.
 */
export const SHELL_READS: ReadonlySet<string> = new Set([
  '/api/common/systemDefaultLanguage',
  '/api/common/getLang',
  '/api/common/getConfiguration',
]);

/** About 100 goods pages with their lists and pictures' data: a few MB at most (answers only, no images). */
export const MAX_SAVED_ANSWERS = 400;
/**
 * v2 keeps the server's envelope as it came, with the time in a header; v1 (`{ data, savedAt }`
 * written out again) is dropped at the first trim.
 */
const CACHE_NAME = 'acc-plus-answers-v2';
const FORMER_CACHE_NAMES = ['acc-plus-answers-v1'];
const SAVED_AT_HEADER = 'x-acc-saved-at';
/** The synthetic address space of the keys: never fetched, only matched. */
const KEY_PREFIX = '/__saved-answers__/';

export interface SavedAnswer {
  data: unknown;
  savedAt: number;
}

export interface AnswerKeyParts {
  site: string;
  path: string;
  body: unknown;
  lang: string;
  account: string;
}

/** One key per request as the server would see it; the body's fields in a fixed order. */
export function answerKey({ site, path, body, lang, account }: AnswerKeyParts): string {
  const params = new URLSearchParams({ a: account, l: lang, s: site, b: stableJson(body ?? {}) });
  return `${KEY_PREFIX}${path.replace(/^\/+/, '')}?${params.toString()}`;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What is written: the answer's data, and the envelope's text it came in (kept as it is). */
interface AnswerToSave extends SavedAnswer {
  envelope: string;
}

interface AnswerStore {
  read(key: string): Promise<SavedAnswer | null>;
  write(key: string, answer: AnswerToSave): Promise<void>;
  clear(): Promise<void>;
}

function memoryStore(): AnswerStore {
  const entries = new Map<string, SavedAnswer>();
  return {
    read: (key) => Promise.resolve(entries.get(key) ?? null),
    write(key, { data, savedAt }) {
      entries.delete(key);
      entries.set(key, { data, savedAt });
      // A Map keeps insertion order: the first keys are the oldest.
      for (const old of entries.keys()) {
        if (entries.size <= MAX_SAVED_ANSWERS) break;
        entries.delete(old);
      }
      return Promise.resolve();
    },
    clear() {
      entries.clear();
      return Promise.resolve();
    },
  };
}

/** A quiet moment for the cache's housekeeping: at the latest after two seconds. */
const QUIET = { timeout: 2000, fallback: 200 };

export function cacheStorageStore(storage: CacheStorage, base: string): AnswerStore {
  const address = (key: string) => new URL(key, base).href;
  // Opened once for a burst of reads and writes (a first page saves about a dozen answers while
  // it renders; each open was a round trip to the browser on the main thread, issue 12), let go
  // at the next quiet moment and by `clear`: a logout in another tab deletes the cache this one
  // refers to, and what is written to a deleted cache is lost.
  let opened: Promise<Cache> | null = null;
  const open = () => {
    if (opened) return opened;
    const opening = storage.open(CACHE_NAME);
    opened = opening;
    const letGo = () => {
      if (opened === opening) opened = null;
    };
    opening.catch(letGo);
    whenIdle(letGo, QUIET);
    return opening;
  };
  // Keeping to MAX_SAVED_ANSWERS lists every key (a Request object each): done once in a quiet
  // moment for all the answers saved meanwhile, not after each of the dozen answers a first page
  // saves while it renders (issue 12: it was main-thread time on the way to the first content).
  let trimScheduled = false;
  const trimLater = () => {
    if (trimScheduled) return;
    trimScheduled = true;
    whenIdle(() => {
      trimScheduled = false;
      void (async () => {
        const cache = await open();
        // Keys come back in insertion order, the first the oldest: `put` over an address removes
        // its entry and adds the new one at the end (the Cache API's batch operations; Chromium
        // keeps that order, checked in a browser).
        const keys = await cache.keys();
        await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_SAVED_ANSWERS)).map((k) => cache.delete(k)));
        await Promise.all(FORMER_CACHE_NAMES.map((name) => storage.delete(name)));
      })().catch((error: unknown) => {
        console.warn('saved answers not trimmed:', error);
      });
    }, QUIET);
  };
  return {
    async read(key) {
      const found = await (await open()).match(address(key));
      if (!found) return null;
      const savedAt = Number(found.headers.get(SAVED_AT_HEADER) ?? Number.NaN);
      const envelope: unknown = await found.json();
      if (!Number.isFinite(savedAt) || typeof envelope !== 'object' || envelope === null || !('data' in envelope)) return null;
      return { data: envelope.data, savedAt };
    },
    async write(key, { envelope, savedAt }) {
      const cache = await open();
      // The envelope's own text: writing the data out again was a JSON.stringify of every answer
      // (up to 130 ms each at 4× slowdown on a first page, issue 12) on the main thread.
      const headers = { 'content-type': 'application/json', [SAVED_AT_HEADER]: String(savedAt) };
      await cache.put(address(key), new Response(envelope, { headers }));
      trimLater();
    },
    async clear() {
      opened = null;
      await storage.delete(CACHE_NAME);
    },
  };
}

/**
 * Cache Storage where the browser has it (secure origins). Where it has not (an insecure origin,
 * the test DOM), nothing is saved: the in-memory RTK Query cache already covers the tab's life, and a
 * store shared by every test of a file would leak answers from one test into the next.
 */
let store: AnswerStore | null | undefined;
function answerStore(): AnswerStore | null {
  store ??= typeof caches !== 'undefined' && typeof location !== 'undefined' ? cacheStorageStore(caches, location.origin) : null;
  return store;
}

/** Tests: saved answers kept in memory until the returned function is called. */
export function keepAnswersInMemory(): () => void {
  store = memoryStore();
  return () => {
    store = undefined;
  };
}

/**
 * Saves a read's answer (its data, and the envelope's text it came in: what the device keeps); a
 * storage failure (quota, private mode) only means no saved copy.
 */
export async function saveAnswer(key: string, data: unknown, envelope: string, now = Date.now()): Promise<void> {
  try {
    await answerStore()?.write(key, { data, envelope, savedAt: now });
  } catch (error) {
    console.warn('answer not saved:', error);
  }
}

/** The saved answer of this request, or null (none, or storage unreadable). */
export async function savedAnswer(key: string): Promise<SavedAnswer | null> {
  try {
    return (await answerStore()?.read(key)) ?? null;
  } catch (error) {
    console.warn('saved answer unreadable:', error);
    return null;
  }
}

/** Forgets every saved answer (logout, another account, the settings' "clear cache"). */
export async function clearSavedAnswers(): Promise<void> {
  try {
    await answerStore()?.clear();
  } catch (error) {
    console.warn('saved answers not cleared:', error);
  }
}
