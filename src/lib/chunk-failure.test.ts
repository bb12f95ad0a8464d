import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY, chunkUrlOf, isChunkLoadError, reloadIfChunkGone } from './chunk-failure';

const CHUNK = 'https://shop.example/assets/cart-page-CNnKZSOt.js';
const chromium = new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);

/** A window whose server answers `answer` for the chunk (or is out of reach when it throws). */
function fakeWindow(answer: () => Response, stored: Record<string, string> = {}, onLine = true) {
  const storage = new Map(Object.entries(stored));
  const win = {
    fetch: vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(() => Promise.resolve(answer())),
    navigator: { onLine } as Navigator,
    location: { href: 'https://shop.example/pages/tabbar/cart/cart', reload: vi.fn() },
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    } as unknown as Storage,
  };
  return { win, storage };
}
const gone = () => new Response('Not found', { status: 404 });
const spaFallback = () => new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } });
const served = () => new Response('export {}', { status: 200, headers: { 'content-type': 'text/javascript' } });
const offline = (): Response => {
  throw new TypeError('Failed to fetch');
};

describe('a failed chunk', () => {
  it('is told apart from other errors in every browser’s words', () => {
    expect(isChunkLoadError(chromium)).toBe(true);
    expect(isChunkLoadError(new TypeError(`error loading dynamically imported module: ${CHUNK}`))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/cart-page-DirXdEBT.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(chunkUrlOf(chromium)).toBe(CHUNK);
    expect(chunkUrlOf(new Error('Unable to preload CSS for /assets/cart-page-DirXdEBT.css'))).toBe('/assets/cart-page-DirXdEBT.css');
    expect(chunkUrlOf(new TypeError('Importing a module script failed.'))).toBeNull();
  });

  it.each([
    ['a 404', gone],
    ['the single-page fallback’s HTML', spaFallback],
  ])('gone from the server (%s) reloads the tab once, and not again within the guard', async (_label, answer) => {
    const { win, storage } = fakeWindow(answer);
    await expect(reloadIfChunkGone(chromium, win, 1_000_000)).resolves.toBe(true);
    expect(win.fetch).toHaveBeenCalledWith(CHUNK, { cache: 'no-store' });
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    expect(storage.get(CHUNK_RELOAD_KEY)).toBe('1000000');

    // The reloaded tab meets the same missing chunk: the tap-to-reload view stays, no loop.
    await expect(reloadIfChunkGone(chromium, win, 1_000_000 + 5_000)).resolves.toBe(false);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    // A later deploy, long after, mends itself again.
    await expect(reloadIfChunkGone(chromium, win, 1_000_000 + CHUNK_RELOAD_GUARD_MS + 1)).resolves.toBe(true);
    expect(win.location.reload).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['the server is out of reach', offline, true],
    ['the chunk is still served (a dropped connection)', served, true],
    ['the browser says it is offline', gone, false],
  ])('does not reload when %s', async (_label, answer, onLine) => {
    const { win } = fakeWindow(answer, {}, onLine);
    await expect(reloadIfChunkGone(chromium, win)).resolves.toBe(false);
    expect(win.location.reload).not.toHaveBeenCalled();
  });

  it('never reloads for an error that is no failed chunk', async () => {
    const { win } = fakeWindow(gone);
    await expect(reloadIfChunkGone(new Error('boom'), win)).resolves.toBe(false);
    expect(win.fetch).not.toHaveBeenCalled();
  });

  it('without the chunk’s address (Safari), reloads when the page itself answers', async () => {
    const { win } = fakeWindow(served);
    await expect(reloadIfChunkGone(new TypeError('Importing a module script failed.'), win)).resolves.toBe(true);
    expect(win.fetch).toHaveBeenCalledWith(win.location.href, { cache: 'no-store' });
  });
});
