import type { Plugin } from 'vite';

/**
 * The first paint needs the language catalogue, which is its own chunk (five languages, one
 * loaded). index.html preloads the default language's (src/lib/constants.ts DEFAULT_LOCALE) and
 * antd-mobile's texts for it, so they download alongside the entry instead of after it; another
 * stored language is fetched as soon as the entry has read it (bootstrap). A plain
 * <link rel="modulepreload">, no inline script, so a strict Content-Security-Policy keeps working.
 */
export function preloadCatalogue(locale: string, antdLocale: string): Plugin {
  const wanted = [new RegExp(`/locales/${locale}\\.json$`), new RegExp(`/antd-mobile/es/locales/${antdLocale}\\.js$`)];
  return {
    name: 'acc:preload-catalogue',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = new Set<string>();
        for (const chunk of Object.values(ctx.bundle ?? {})) {
          if (chunk.type !== 'chunk' || !chunk.facadeModuleId || !wanted.some((re) => re.test(chunk.facadeModuleId ?? ''))) continue;
          files.add(chunk.fileName);
          // The chunks it imports (antd's locale builds on a shared base), minus the entry's own.
          for (const dep of chunk.imports) if (!ctx.chunk?.imports.includes(dep) && dep !== ctx.chunk?.fileName) files.add(dep);
        }
        return [...files].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}
