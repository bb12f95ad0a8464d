/** Chunks asked for and not yet arrived (or failed). */
const pending = new Set<Promise<unknown>>();

/**
 * Notes a chunk's load until it settles, and hands it back. Every lazy piece (a page, a section
 * below the first screen, the banner carousel) goes through it, so that `chunkLoadsSettled` knows
 * what is still on its way. The app itself never waits for it.
 */
export function trackChunk<T>(load: Promise<T>): Promise<T> {
  pending.add(load);
  const settled = () => pending.delete(load);
  load.then(settled, settled);
  return load;
}

/**
 * Resolves once every chunk asked for so far has arrived or failed. Tests wait for it before a
 * file ends: the test runner cuts a file's module fetches off when it ends, and a chunk cut off
 * half-loaded stays broken for every later file on the same worker (a lazy page never renders),
 * or prints "Cannot load … after the environment was torn down" (home's banner carousel, asked for
 * by a home test that had already passed, on a fresh clone's first run).
 */
export async function chunkLoadsSettled(): Promise<void> {
  while (pending.size) await Promise.allSettled([...pending]);
}
