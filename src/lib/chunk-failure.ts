/**
 * A lazy chunk (a page, a host, a catalogue) that fails to load is either out of reach (offline,
 * a dropped connection) or gone: a deploy replaced the files this tab's entry still names. The
 * first only a tap-to-reload can mend once the shopper is back online; the second a reload mends
 * at once, so the tab reloads by itself, once. The stamp in sessionStorage keeps a chunk that is
 * still missing after the reload (a half-finished deploy) from reloading the tab in a loop.
 */

/** sessionStorage: when this tab last reloaded itself for a missing chunk (ms since 1970). */
export const CHUNK_RELOAD_KEY = 'acc_chunk_reload';
/** A second missing chunk this soon after the automatic reload is not mended by another one. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/** How each browser words a failed dynamic import, and Vite's own preload failure. */
const CHUNK_ERROR_MESSAGES = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite, a page's stylesheet
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_MESSAGES.some((pattern) => pattern.test(message));
}

/** The chunk's address when the message names it (Chromium, Firefox and Vite do; Safari does not). */
export function chunkUrlOf(error: unknown): string | null {
  const message = error instanceof Error ? error.message : '';
  const found = /(https?:\/\/[^\s'"]+|\/[^\s'"]+)\.(?:js|mjs|css)\b/.exec(message);
  return found ? found[0] : null;
}

type ReloadWindow = Pick<Window, 'fetch' | 'sessionStorage' | 'navigator'> & { location: Pick<Location, 'reload' | 'href'> };

/**
 * After a failed chunk: when the server answers that the chunk is not there (a 404, or the
 * single-page fallback's HTML in its place), reloads the tab, once per guard window, and answers
 * true. Offline, or the chunk still being served, it answers false: the tap-to-reload view stays.
 */
export async function reloadIfChunkGone(error: unknown, win: ReloadWindow = window, now: number = Date.now()): Promise<boolean> {
  if (!isChunkLoadError(error) || !win.navigator.onLine) return false;
  if (now - lastReload(win) < CHUNK_RELOAD_GUARD_MS) return false;
  if (!(await chunkGone(chunkUrlOf(error), win))) return false;
  try {
    win.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false; // no stamp, no guard against a loop: leave it to the shopper's tap
  }
  win.location.reload();
  return true;
}

function lastReload(win: ReloadWindow): number {
  try {
    const stamp = Number(win.sessionStorage.getItem(CHUNK_RELOAD_KEY));
    return Number.isFinite(stamp) ? stamp : 0;
  } catch {
    return Number.POSITIVE_INFINITY; // storage refused: never reload by ourselves
  }
}

/**
 * Asks the server for the chunk again. Without its address (Safari), the page itself answering
 * means the server is reachable, so the chunk is taken as gone.
 */
async function chunkGone(url: string | null, win: ReloadWindow): Promise<boolean> {
  try {
    const response = await win.fetch(url ?? win.location.href, { cache: 'no-store' });
    if (url === null) return response.ok;
    return !response.ok || (response.headers.get('content-type') ?? '').includes('text/html');
  } catch {
    return false; // no answer at all: offline
  }
}
