import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Fewer, larger chunks for the pages a shopper opens first (issue 12).
 *
 * Left to itself the bundler gives every module shared by two pages a chunk of its own: opening
 * home fetched some sixty files of 1–2 KB (antd-mobile's pieces, hooks, small components) after
 * the page's chunk, six at a time on an HTTP/1.1 connection, each a round trip on a phone's line.
 * Here the static dependencies of each first-screen dynamic entry (`firstScreen`, in order) that
 * are not in the entry already, nor claimed by an earlier one, go into one chunk per entry:
 * `fs-launch`, `fs-home`, … A later page reuses an earlier page's chunk rather than splitting it.
 *
 * Each group is closed under static imports minus the groups before it, so a group imports only
 * from earlier groups and the entry, never the other way round (no chunk cycles). Modules that are
 * themselves dynamically imported stay in the bundler's own chunking: their chunk is what a lazy
 * `import()` and the preload lists name. Pages not listed keep the bundler's own chunking.
 */
export function firstScreenChunks(root: string, entry: string, firstScreen: Array<{ name: string; module: string }>) {
  const groupOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'acc:first-screen-chunks',
    apply: 'build',
    buildEnd() {
      groupOf.clear();
      const imports = new Map<string, readonly string[]>();
      const dynamicTargets = new Set<string>();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        imports.set(id, info.importedIds);
        for (const target of info.dynamicallyImportedIds) dynamicTargets.add(target);
      }
      const closure = (start: string): Set<string> => {
        const seen = new Set<string>();
        const stack = [start];
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (seen.has(id)) continue;
          seen.add(id);
          for (const next of imports.get(id) ?? []) stack.push(next);
        }
        return seen;
      };
      const entryId = path.resolve(root, entry);
      if (!imports.has(entryId)) this.error(`first-screen chunks: the entry ${entry} is not in the build`);
      const claimed = closure(entryId);
      for (const { name, module } of firstScreen) {
        const start = path.resolve(root, module);
        if (!imports.has(start)) this.error(`first-screen chunk ${name}: ${module} is not in the build`);
        for (const id of closure(start)) {
          if (claimed.has(id)) continue;
          claimed.add(id);
          if (id === start || dynamicTargets.has(id)) continue;
          groupOf.set(id, `fs-${name}`);
        }
      }
    },
  };
  return {
    plugin,
    /** For `build.rolldownOptions.output.codeSplitting.groups`. */
    // Its dependencies are placed by the groups themselves (each closed under imports): pulling them
    // in recursively would drag the entry's own modules (React, the store) out of the entry.
    group: { name: (id: string) => groupOf.get(id) ?? null, debugName: 'first-screen', includeDependenciesRecursively: false },
  };
}
