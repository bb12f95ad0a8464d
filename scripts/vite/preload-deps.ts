import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

type ResolveDependencies = (filename: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];

/**
 * Vite lists, at every dynamic import, the chunks to preload with it, and those lists live in the
 * importing chunk: for the route table that is every page's list in the entry, about 5 KB brotli.
 * A list may name chunks the importing chunk already imports statically (the entry's shared
 * chunks: React's runtime, Redux Toolkit, the slices…); those are loaded before the import can
 * run, so preloading them again does nothing. This drops them, and only them: what a page needs
 * beyond what is loaded still downloads in parallel with it.
 *
 * `plugin` keeps a reference to the bundle (before Vite's import analysis writes the lists, which
 * calls `resolveDependencies`).
 */
export function preloadDepsBeyondHost(): { plugin: Plugin; resolveDependencies: ResolveDependencies } {
  let bundle: OutputBundle | undefined;
  const loadedWith = new Map<string, Set<string>>();
  const staticClosure = (file: string): Set<string> => {
    const known = loadedWith.get(file);
    if (known) return known;
    const seen = new Set<string>();
    const visit = (name: string) => {
      const chunk = bundle?.[name];
      if (seen.has(name) || chunk?.type !== 'chunk') return;
      seen.add(name);
      chunk.imports.forEach(visit);
    };
    visit(file);
    loadedWith.set(file, seen);
    return seen;
  };
  return {
    plugin: {
      name: 'acc:preload-deps-bundle',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          loadedWith.clear();
        },
      },
    },
    resolveDependencies(_filename, deps, { hostId, hostType }) {
      if (hostType !== 'js' || !bundle) return deps;
      const loaded = staticClosure(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
