import path from 'node:path';
import type { Plugin } from 'vite';

export interface RoutePage {
  /** The addresses that open this page first (its route, and '/' for the page launch leads to). */
  paths: string[];
  /** The page's module, the target of its loader's import(). */
  module: string;
}

/** index.html's data block (read by src/app/route-chunks.ts): pathname → the files to fetch early. */
export const ROUTE_CHUNKS_ID = 'route-chunks';

/**
 * The files each first-screen page needs beyond the entry, written into index.html as a JSON data
 * block (`<script type="application/json">`, not executed, so a strict Content-Security-Policy
 * stays as it is). The entry's first module reads it and asks for the opened page's files at once
 * (src/app/route-chunks.ts), while the rest of the entry still evaluates: on a phone that took the
 * page's download (90 KB brotli for home) off the path to the first content.
 *
 * Listed per page: its chunk, the chunks it imports statically (transitively) that the entry does
 * not, and their CSS. index.html cannot preload them itself: it is one file for every address.
 */
export function routeChunks(root: string, pages: RoutePage[]): Plugin {
  return {
    name: 'acc:route-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle ?? {};
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const entryFiles = new Set<string>([ctx.chunk?.fileName ?? '', ...(ctx.chunk?.imports ?? [])]);
        const table: Record<string, string[]> = {};
        for (const page of pages) {
          const id = path.resolve(root, page.module);
          const start = chunks.find((c) => c.facadeModuleId === id);
          if (!start) throw new Error(`route chunks: ${page.module} has no chunk of its own`);
          const js: string[] = [];
          const css = new Set<string>();
          const stack = [start.fileName];
          while (stack.length > 0) {
            const file = stack.pop() as string;
            if (entryFiles.has(file) || js.includes(file)) continue;
            const chunk = byFile.get(file);
            if (!chunk) continue;
            js.push(file);
            for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(sheet);
            stack.push(...chunk.imports);
          }
          const files = [...js, ...css].map((file) => `/${file}`);
          for (const address of page.paths) table[address] = files;
        }
        // '<' written as \u003c, so no value can close the block early.
        const json = JSON.stringify(table).replace(/</g, '\\u003c');
        return [{ tag: 'script', attrs: { type: 'application/json', id: ROUTE_CHUNKS_ID }, children: json, injectTo: 'head' as const }];
      },
    },
  };
}
