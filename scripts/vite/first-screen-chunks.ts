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
 * The pieces every page loads once it has painted (`afterPaint`: the reminder and stock-watch
 * hosts, the site configuration's) must not import a page's group: the reminder host imported the
 * notification helper from `fs-goods`, and so made home and a category's list download and run
 * the goods page's 89 modules (its image viewer, DOMPurify, the order endpoints) after their first
 * paint; the site configuration's host pulled `fs-home-goods` into a category's list. So a module
 * they share with a page goes into launch's chunk (three small modules, 1.3 KB compressed), which
 * every page loads first anyway, and what only they need stays with them. The overlays' host is
 * not among them: it loads when a toast or dialog first shows, and what it shares with pages (the
 * springs, the popups) would otherwise move into launch's chunk, on every page's first screen.
 *
 * The entry's own static imports are one chunk beside it (`boot`), rather than the eight the
 * bundler made of them.
 *
 * Launch's chunk and the groups only import from the entry's chunk, from launch's chunk and from groups
 * of more pages (a module all three pages need imports only modules all three need), so there are
 * no chunk cycles. Modules that are themselves dynamically imported stay in the bundler's own
 * chunking: their chunk is what a lazy `import()` and the preload lists name. Pages not listed
 * keep the bundler's own chunking.
 */
export interface FirstScreenPiece {
  /** Part of the group names (`fs-<name>-…`). */
  name: string;
  /** The piece's own modules: a route's page, launch, or the pieces loaded after the first paint. */
  modules: readonly string[];
}

/** A piece one page loads after its first screen (home's lower sections). */
export interface LaterPiece extends FirstScreenPiece {
  /** The page (a `firstScreen` piece's name) that loads it. */
  within: string;
}

/** The chunk holding every module the entry imports statically (the entry keeps only its own). */
export const ENTRY_GROUP = 'boot';

/**
 * `firstScreen` starts with launch, then the pages; `afterPaint` names what every page loads once
 * painted; `later`, what one page loads after its first screen.
 *
 * A later piece should not pull in much of another page's group either: home's lower sections
 * imported the countdown and a bell icon from `fs-goods`, so home downloaded and ran the goods
 * page's whole group (34 KB compressed: DOMPurify, the image viewer) for two small modules. Where
 * a third or more of a group (by source size) is what the piece does not need, the part it needs
 * moves into the group those pages share with the piece's own page (`fs-home-goods`, which the
 * goods page loads anyway, and home's first screen only if it needs a module of it: since the
 * banner carousel became a piece too, it needs none). Otherwise the piece loads the group whole.
 * Groups of their own for these parts (`fs-goods-lower`, `fs-list-lower`…) were tried: each is one more file on those pages'
 * first screen, and in Lighthouse's simulated HTTP/1.1 line three more small files on a goods page
 * and a category's list cost them 140–170 ms of their largest paint (4 interleaved runs each).
 */
export function firstScreenChunks(
  root: string,
  entry: string,
  firstScreen: readonly [FirstScreenPiece, ...FirstScreenPiece[]],
  afterPaint: FirstScreenPiece,
  later: readonly LaterPiece[] = [],
) {
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
      // The entry's own imports, one file (`boot`): left to itself the bundler split eight of them
      // (React, the intl runtime, Redux Toolkit, the routes, the session slice…) off the entry, as
      // files of 0.3–10 KB that every page then fetched, each a link the document's parser task
      // starts (about 20 ms apiece at Lighthouse's 4× CPU), while the entry's own request waits for
      // that task to end in the simulated line. One file: index.html preloads 9 modules, not 16,
      // and 2.5 KB less brotli, since one file compresses better than nine.
      for (const id of claimed) if (id !== entryId) groupOf.set(id, ENTRY_GROUP);
      // A page's own module is its route's lazy chunk, never part of a group.
      const [launch] = firstScreen;
      const pieces = [...firstScreen, ...later, afterPaint];
      const starts = new Set(pieces.flatMap(({ modules }) => modules.map((module) => path.resolve(root, module))));
      const needs = new Map<string, Set<string>>();
      for (const [index, { name, modules }] of pieces.entries()) {
        const needed = new Set<string>();
        for (const module of modules) {
          const start = path.resolve(root, module);
          if (!imports.has(start)) this.error(`first-screen chunk ${name}: ${module} is not in the build`);
          for (const id of closure(start)) needed.add(id);
        }
        for (const id of needed) {
          if (claimed.has(id) || starts.has(id) || dynamicTargets.has(id)) continue;
          if (index === 0) {
            // Launch's modules are its own, whichever page needs them too: launch runs first on every page.
            groupOf.set(id, `fs-${name}`);
            claimed.add(id);
          } else needs.set(id, (needs.get(id) ?? new Set()).add(name));
        }
      }
      // The pieces are visited in order, so a set of them always gets the same name. What only the
      // after-paint pieces need is left to the bundler, beside the piece that imports it.
      // What they share with a page goes with launch, which every page loads first: the page then
      // needs no extra file for it, and the piece pulls in no page's group.
      // A later piece's needs do not name a group: each module goes to the group of the pages that
      // need it, as if the piece were not there (what only the piece needs is left beside it).
      const laterNames = new Set(later.map(({ name }) => name));
      const pageGroup = (names: Set<string>) => [...names].filter((name) => !laterNames.has(name)).join('-');
      const size = (id: string) => this.getModuleInfo(id)?.code?.length ?? 0;
      const groupSize = new Map<string, number>();
      const usedBy = new Map<string, number>(); // `${group}\n${piece}` → the part of the group the piece needs
      for (const [id, names] of needs) {
        if (names.has(afterPaint.name)) continue;
        const group = pageGroup(names);
        if (!group) continue;
        groupSize.set(group, (groupSize.get(group) ?? 0) + size(id));
        for (const piece of later) {
          if (!names.has(piece.name) || names.has(piece.within)) continue;
          const key = `${group}\n${piece.name}`;
          usedBy.set(key, (usedBy.get(key) ?? 0) + size(id));
        }
      }
      // …unless a third or more of that group is what the piece does not need: then the part it
      // needs moves to the group those pages share with the piece's own page (`fs-home-goods` for
      // home's pieces), which all of them load already. (At half, once the goods page's reviews,
      // description and viewer had left its group, the banners' swiper was just over half of what
      // remained: home's carousel then loaded the goods page's whole group, 9 KB more.)
      const moved: string[] = [];
      const splits = (group: string, piece: string) => 3 * (usedBy.get(`${group}\n${piece}`) ?? 0) < 2 * (groupSize.get(group) ?? 0);
      for (const [id, names] of needs) {
        if (names.has(afterPaint.name)) {
          if (names.size > 1) groupOf.set(id, `fs-${launch.name}`);
          continue;
        }
        const group = pageGroup(names);
        if (!group) continue;
        const joined = new Set(names);
        for (const piece of later) if (names.has(piece.name) && !names.has(piece.within) && splits(group, piece.name)) joined.add(piece.within);
        groupOf.set(id, `fs-${pageGroup(new Set(firstScreen.map(({ name }) => name).filter((name) => joined.has(name))))}`);
        if (joined.size > names.size) moved.push(id);
      }
      // A moved module must not import a group that a page loading its new group on the first
      // screen does not load there: that group would then come onto the page's first screen too
      // (as it did when a category's filter sheet was a piece). A group only later pieces load
      // (home's carousel and lower sections share `fs-home-goods` once home's first screen no
      // longer needs it) may import what those pieces need.
      const firstScreenGroups = firstScreen.slice(1).map(({ modules }) => {
        const groups = new Set<string>();
        for (const module of modules) for (const id of closure(path.resolve(root, module))) groups.add(groupOf.get(id) ?? '');
        return groups;
      });
      for (const id of moved) {
        const own = groupOf.get(id) ?? '';
        for (const dep of imports.get(id) ?? []) {
          const group = groupOf.get(dep);
          if (!group || group === `fs-${launch.name}`) continue;
          if (firstScreenGroups.some((groups) => groups.has(own) && !groups.has(group))) {
            this.warn(`first-screen chunks: ${path.relative(root, id)} moved to ${own} imports ${path.relative(root, dep)} from ${group}, which not all of its pages load`);
          }
        }
      }
    },
  };
  return {
    plugin,
    /** For `build.rolldownOptions.output.codeSplitting.groups`. */
    // Its dependencies are placed by the groups themselves (each closed under imports): pulling them
    // in recursively would drag the entry's own modules (React, the store) into a page's group.
    group: { name: (id: string) => groupOf.get(id) ?? null, debugName: 'first-screen', includeDependenciesRecursively: false },
  };
}
