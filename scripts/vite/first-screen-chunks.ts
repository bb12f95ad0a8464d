import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Fewer, larger chunks for the pages a shopper opens first (issue 12).
 *
 * Left to itself the bundler gives every module shared by two pages a chunk of its own: opening
 * home fetched some sixty files of 1–2 KB (antd-mobile's pieces, hooks, small components) after
 * the page's chunk, six at a time on an HTTP/1.1 connection, each a round trip on a phone's line.
 * Here the static dependencies of the first-screen dynamic entries (`firstScreen`) that are not in
 * the entry already go into a few chunks: launch's own (`fs-launch`, the first entry), then one per
 * set of pages that need a module: `fs-home` for what only home needs, `fs-goods-list` for what a
 * goods and a category's list share, `fs-home-goods-list` for what all three do, and so on.
 *
 * So each page loads what it needs and nothing of the others: when a later page reused an earlier
 * page's chunk, a category's list downloaded and ran all of home's (the banners' swiper, its
 * springs) and the goods page's, 101 KB compressed of the 107 it fetched.
 *
 * Launch's chunk and the groups only import from the entry, from launch's chunk and from groups
 * of more pages (a module all three pages need imports only modules all three need), so there are
 * no chunk cycles. Modules that are themselves dynamically imported stay in the bundler's own
 * chunking: their chunk is what a lazy `import()` and the preload lists name. Pages not listed
 * keep the bundler's own chunking.
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
      // A page's own module is its route's lazy chunk, never part of a group.
      const starts = new Set(firstScreen.map(({ module }) => path.resolve(root, module)));
      const needs = new Map<string, string[]>();
      for (const [index, { name, module }] of firstScreen.entries()) {
        const start = path.resolve(root, module);
        if (!imports.has(start)) this.error(`first-screen chunk ${name}: ${module} is not in the build`);
        for (const id of closure(start)) {
          if (claimed.has(id) || starts.has(id) || dynamicTargets.has(id)) continue;
          if (index === 0) {
            // Launch's modules are its own, whichever page needs them too: launch runs first on every page.
            groupOf.set(id, `fs-${name}`);
            claimed.add(id);
          } else needs.set(id, [...(needs.get(id) ?? []), name]);
        }
      }
      // The pages are visited in order, so a set of pages always gets the same name.
      for (const [id, names] of needs) groupOf.set(id, `fs-${names.join('-')}`);
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
