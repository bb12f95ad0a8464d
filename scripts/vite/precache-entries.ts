import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's build manifest (.vite/manifest.json), as far as the precache reads it. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** A Workbox precache entry: hashed build files need no revision, their name is one. */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/**
 * The build files a release precaches: the entry with every chunk it imports (and their CSS),
 * and each module matched by `modules` (the launch chunk, the tab pages, the default catalogue)
 * with what it imports in turn. Lazy chunks beyond those are not precached: the worker keeps the
 * ones the shopper's pages load (cache-first), so a page seen is there offline, and the first
 * install stays small.
 */
export function precachedBuildFiles(manifest: Readonly<Record<string, ManifestChunk | undefined>>, modules: readonly RegExp[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const keys = Object.keys(manifest);
  for (const pattern of modules) {
    if (!keys.some((key) => pattern.test(key))) throw new Error(`precache: no module of the build matches ${String(pattern)}`);
  }
  for (const key of keys) {
    if (manifest[key]?.isEntry === true || modules.some((pattern) => pattern.test(key))) visit(key);
  }
  return [...files].sort();
}

/** A revision for a file whose address does not change with its content (index.html, the manifest). */
export function revisionOf(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
}

/** The precache list of the build in `outDir`: hashed files as they are, `unhashed` ones revisioned. */
export function precacheEntries(outDir: string, manifest: Readonly<Record<string, ManifestChunk | undefined>>, modules: readonly RegExp[], unhashed: readonly string[]): PrecacheEntry[] {
  return [
    ...unhashed.map((file) => ({ url: `/${file}`, revision: revisionOf(path.join(outDir, file)) })),
    ...precachedBuildFiles(manifest, modules).map((file) => ({ url: `/${file}`, revision: null })),
  ];
}
