/**
 * The opened page's files, asked for as the entry starts to run (issue 12). The build lists them
 * per address in index.html (scripts/vite/route-chunks.ts, a JSON data block); this module is the
 * entry's first import, so its links go in before the rest of the entry evaluates, and the page's
 * download runs beside that evaluation instead of after it. The page's loader later asks for the
 * same files and gets the responses already on their way (Vite's preload helper skips a module
 * already preloaded; a stylesheet's preload is reused by its link).
 *
 * Nothing here may fail the boot: no block, a damaged block or an unknown address means no early
 * requests, and the page loads as it would have.
 */
export function preloadRouteFiles(doc: Document, pathname: string): void {
  let table: unknown;
  try {
    table = JSON.parse(doc.getElementById('route-chunks')?.textContent ?? 'null');
  } catch {
    return;
  }
  if (typeof table !== 'object' || table === null || !Object.hasOwn(table, pathname)) return;
  const files: unknown = (table as Record<string, unknown>)[pathname];
  if (!Array.isArray(files)) return;
  for (const file of files) {
    // Only our own files: a path on this site, never another origin.
    if (typeof file !== 'string' || !file.startsWith('/assets/')) continue;
    const link = doc.createElement('link');
    const css = file.endsWith('.css');
    link.rel = css ? 'preload' : 'modulepreload';
    if (css) link.setAttribute('as', 'style');
    // The same request mode as Vite's own links (crossorigin, anonymous), so the download is reused.
    link.crossOrigin = '';
    link.href = file;
    doc.head.append(link);
  }
}

preloadRouteFiles(document, location.pathname);
