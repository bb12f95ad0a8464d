import type { Plugin } from 'vite';

/**
 * Chunks the first paint needs that are not in the entry download alongside it, not after it:
 * index.html gets a <link rel="modulepreload"> for each (a plain link, no inline script, so a
 * strict Content-Security-Policy keeps working), with the chunks they import that the entry does
 * not. `modules` names them by source file (their dynamic import's target):
 * - the page loaders (src/app/page-loaders.ts), which the opened page is loaded through;
 * - launch (src/app/launch.ts) and the fingerprint (src/lib/fingerprint.ts), which every first
 *   visit's calls wait for;
 * - the default language's catalogue and antd-mobile's texts for it (five languages, one loaded;
 *   another stored language is fetched as soon as the entry has read it, in bootstrap).
 */
export function preloadChunks(modules: RegExp[]): Plugin {
  return {
    name: 'acc:preload-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = new Set<string>();
        for (const chunk of Object.values(ctx.bundle ?? {})) {
          if (chunk.type !== 'chunk' || !chunk.facadeModuleId || !modules.some((re) => re.test(chunk.facadeModuleId ?? ''))) continue;
          files.add(chunk.fileName);
          // The chunks it imports (antd's locale builds on a shared base), minus the entry's own.
          for (const dep of chunk.imports) if (!ctx.chunk?.imports.includes(dep) && dep !== ctx.chunk?.fileName) files.add(dep);
        }
        return [...files].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}
