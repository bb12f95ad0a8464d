import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** V8's file-level compile hint (Chrome 136 and later); other engines read it as a comment. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The chunks a first visit runs before its first screen is whole: the entry and every chunk it
 * imports, and the chunks whose source module one of `modules` names (launch, the page loaders,
 * the first-screen pages…), with the chunks they import.
 */
export function firstRunChunks(bundle: OutputBundle, modules: readonly RegExp[]): Set<OutputChunk> {
  const chunks = new Map<string, OutputChunk>();
  for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const picked = new Set<OutputChunk>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || picked.has(chunk)) return;
    picked.add(chunk);
    for (const file of chunk.imports) visit(chunks.get(file));
  };
  for (const chunk of chunks.values()) {
    const source = chunk.facadeModuleId ?? '';
    if (chunk.isEntry || modules.some((pattern) => pattern.test(source))) visit(chunk);
  }
  return picked;
}

/**
 * Issue 12: V8 compiles a function when it is first called, on the main thread, unless it was
 * compiled with its script. On home's first visit that lazy compiling was about a second of main
 * thread at Lighthouse's 4× slowdown, spread over the tasks that make up its blocking time. A
 * script that starts with `//# allFunctionsCalledOnLoad` has all its functions compiled with it,
 * off the main thread while it streams in; only the result is handed over. That suits the chunks
 * the first screen runs, where most functions are called; the rest of the shop stays lazy.
 *
 * Measured on home (real-API build, Lighthouse mobile, eight runs each, interleaved): blocking
 * time 2 024 → 1 677 ms (medians), the largest paint unchanged; see docs/perf.md, session 21.
 *
 * The hint goes in first, as V8 requires; each source map gains the line it adds.
 */
export function compileHints(modules: readonly RegExp[]): Plugin {
  return {
    name: 'acc:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of firstRunChunks(bundle, modules)) {
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          const { map } = chunk;
          if (!map) continue;
          map.mappings = `;${map.mappings}`;
          // Assigned, not changed in place: the bundler takes back what a plugin sets. The map's
          // file is an asset of its own, made before this hook (as Vite's preload helper does).
          chunk.map = map;
          const name = `${chunk.fileName}.map`;
          const file = Object.hasOwn(bundle, name) ? bundle[name] : undefined;
          if (file?.type === 'asset') file.source = map.toString();
        }
      },
    },
  };
}
