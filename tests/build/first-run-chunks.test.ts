// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { build, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../scripts/vite/compile-hints';
import { ENTRY_GROUP, firstScreenChunks, type FirstScreenPiece, type LaterPiece } from '../../scripts/vite/first-screen-chunks';

/**
 * A shop in miniature, built as the shop is (vite.config.ts): an entry that imports launch and two
 * pages lazily, a piece every page loads after its first paint, a piece home loads after its first
 * screen (as home's lower sections), and a page nobody opens first.
 */
const FILES: Record<string, string> = {
  'main.ts': [
    "import { boot } from './boot';",
    'boot();',
    // On the window: an app's entry keeps no exports.
    "Object.assign(window, { load: { launch: () => import('./launch'), home: () => import('./home'), list: () => import('./list'), goods: () => import('./goods'), cart: () => import('./cart'), host: () => import('./host'), lower: () => import('./lower') } });",
  ].join('\n'),
  'boot.ts': "export function boot() { document.title = 'boot'; }",
  'launch.ts': "import { call } from './call';\nexport const launch = () => call('launch');",
  'call.ts': 'export const call = (what: string) => fetch(`/api/${what}`);',
  'home.ts': "import { notify } from './notify';\nimport { swiper } from './swiper';\nexport const home = () => [notify('home'), swiper()];",
  'goods.ts': [
    "import { notify } from './notify';",
    "import { swiper } from './swiper';",
    "import { viewer } from './viewer';",
    "import { countdown } from './countdown';",
    'export function goodsMarker() {',
    "  return [notify('goods'), swiper(), viewer(), countdown()];",
    '}',
  ].join('\n'),
  'notify.ts': 'export const notify = (text: string) => `notify:${text}`;',
  'swiper.ts': "export const swiper = () => 'swiper'.repeat(2);",
  // Most of the goods page's own group: a later piece that needs only the countdown gets it split off.
  'viewer.ts': "export const viewer = () => ['pinch', 'zoom', 'swipe', 'rotate', 'close', 'save', 'share'].map((step) => `viewer:${step}`).join(' ');",
  'countdown.ts': "export const countdown = () => 'countdown'.repeat(4);",
  // Home's later piece: shares the swiper with home, the countdown with goods only, and has its own.
  'lower.ts': [
    "import { countdown } from './countdown';",
    "import { swiper } from './swiper';",
    "import { lowerOnly } from './lower-only';",
    "import { grid } from './grid';",
    'export const lower = () => [countdown(), swiper(), lowerOnly(), grid()];',
  ].join('\n'),
  'lower-only.ts': "export const lowerOnly = () => 'lower'.repeat(5);",
  // A third page whose own group is mostly the grid, which home's later piece needs too.
  'list.ts': "import { grid } from './grid';\nimport { sort } from './sort';\nexport const list = () => [grid(), sort()];",
  'grid.ts': "export const grid = () => ['row', 'column', 'gap', 'card', 'picture', 'price', 'title'].map((part) => `grid:${part}`).join(' ');",
  'sort.ts': "export const sort = () => 'sort';",
  // Loaded on every page after its first paint; shares `notify` with both pages.
  'host.ts': "import { notify } from './notify';\nexport const host = () => notify('host');",
  'cart.ts': "import { viewer } from './viewer';\nexport const cart = () => viewer();",
};

/** Both miniature shops open the same pages first, each page's module named after it. */
const FIRST_SCREEN: [FirstScreenPiece, ...FirstScreenPiece[]] = [
  { name: 'launch', modules: ['launch.ts'] },
  { name: 'home', modules: ['home.ts'] },
  { name: 'goods', modules: ['goods.ts'] },
  { name: 'list', modules: ['list.ts'] },
];

/** Writes a miniature shop's files to a new folder and groups its first screens as vite.config.ts does. */
function miniatureShop(prefix: string, files: Record<string, string>, after: FirstScreenPiece, later: LaterPiece[]) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  for (const [file, code] of Object.entries(files)) writeFileSync(path.join(dir, file), code);
  return { dir, groups: firstScreenChunks(dir, 'main.ts', FIRST_SCREEN, after, later) };
}

let root = '';
let chunks: Rollup.OutputChunk[] = [];
let assets: Rollup.OutputAsset[] = [];
const chunkOf = (source: string) => {
  const chunk = chunks.find((c) => c.facadeModuleId === path.join(root, source));
  if (!chunk) throw new Error(`no chunk for ${source}`);
  return chunk;
};
const groupChunk = (name: string) => chunks.find((c) => c.name === name);

beforeAll(async () => {
  const shop = miniatureShop('first-run-', FILES, { name: 'after', modules: ['host.ts'] }, [{ name: 'lower', within: 'home', modules: ['lower.ts'] }]);
  root = shop.dir;
  const { groups } = shop;
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [groups.plugin, compileHints([/\/launch\.ts$/, /\/goods\.ts$/])],
    build: {
      write: false,
      sourcemap: true,
      minify: false,
      modulePreload: false,
      rolldownOptions: { input: path.join(root, 'main.ts'), output: { codeSplitting: { groups: [groups.group] } } },
    },
  })) as Rollup.RolldownOutput;
  chunks = output.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  assets = output.output.filter((item): item is Rollup.OutputAsset => item.type === 'asset');
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('first-screen groups and the pieces loaded after the first paint', () => {
  it('puts the entry’s own imports in one chunk beside it, the only chunk the entry imports', () => {
    const main = chunkOf('main.ts');
    const boot = groupChunk(ENTRY_GROUP);
    expect(boot?.moduleIds).toContain(path.join(root, 'boot.ts'));
    expect(main.moduleIds).toEqual([path.join(root, 'main.ts')]);
    expect(main.imports).toEqual([boot?.fileName]);
  });

  it('gives what both pages share, and what each needs alone, a group of its own', () => {
    expect(groupChunk('fs-home-goods')?.moduleIds).toContain(path.join(root, 'swiper.ts'));
    expect(groupChunk('fs-goods')?.moduleIds).toEqual([path.join(root, 'viewer.ts')]);
  });

  it('puts what the after-paint piece shares with a page in launch’s chunk, so the piece loads no page’s group', () => {
    expect(groupChunk('fs-launch')?.moduleIds).toContain(path.join(root, 'notify.ts'));
    const host = chunkOf('host.ts');
    expect(host.imports.filter((file) => /fs-(?!launch)/.test(file))).toEqual([]);
  });

  it('moves what a later piece needs out of a page group it mostly does not need, and loads a group it mostly needs whole', () => {
    // The countdown moves to the group home shares with the goods page, which both load already.
    expect(groupChunk('fs-home-goods')?.moduleIds.sort()).toEqual([path.join(root, 'countdown.ts'), path.join(root, 'swiper.ts')]);
    const groupsOf = (chunk: Rollup.OutputChunk) =>
      chunk.imports.map((file) => chunks.find((c) => c.fileName === file)?.name).filter((name) => name?.startsWith('fs-'));
    expect(groupsOf(chunkOf('lower.ts')).sort()).toEqual(['fs-home-goods', 'fs-list']);
    expect(groupsOf(chunkOf('goods.ts')).sort()).toEqual(['fs-goods', 'fs-home-goods', 'fs-launch']);
    // The list's group is mostly the grid, which the piece needs: it loads that group whole, and the
    // list page keeps one file.
    expect(groupChunk('fs-list')?.moduleIds.sort()).toEqual([path.join(root, 'grid.ts'), path.join(root, 'sort.ts')]);
    expect(chunks.filter((c) => c.name === 'fs-home-list')).toEqual([]);
    // What only the piece needs stays with it.
    expect(chunkOf('lower.ts').moduleIds).toContain(path.join(root, 'lower-only.ts'));
  });
});

describe('compile hints', () => {
  it('start the entry, the named chunks and every chunk they import', () => {
    for (const source of ['main.ts', 'launch.ts', 'goods.ts']) expect(chunkOf(source).code.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    for (const group of ['fs-launch', 'fs-goods', 'fs-home-goods']) expect(groupChunk(group)?.code.startsWith(COMPILE_HINT)).toBe(true);
  });

  it('leave the chunks the first screen does not run as they were', () => {
    for (const source of ['home.ts', 'cart.ts', 'host.ts']) expect(chunkOf(source).code).not.toContain(COMPILE_HINT);
  });

  it('keep the source maps pointing at the right lines, in the chunk and in its map file', () => {
    const goods = chunkOf('goods.ts');
    const lines = goods.code.split('\n');
    const line = lines.findIndex((text) => text.includes('function goodsMarker')) + 1;
    const column = lines[line - 1]?.indexOf('goodsMarker') ?? -1;
    const file = assets.find((asset) => asset.fileName === `${goods.fileName}.map`);
    expect(file).toBeDefined();
    for (const map of [String(goods.map), String(file?.source)]) {
      const original = new SourceMapConsumer(map).originalPositionFor({ line, column });
      expect(original.source).toMatch(/goods\.ts$/);
      expect(original.line).toBe(5);
    }
  });
});

describe('a later piece whose moved part imports a group its page does not load', () => {
  // A category's filter sheet in miniature: its popup is a small part of the goods page's own group
  // and moves to the group the list shares with goods (its cards), which the list's first screen
  // loads, but the popup's mask lives in the group home and goods share, which the list does not
  // load. The build says so rather than put that group on the list's first screen unannounced.
  const SHOP: Record<string, string> = {
    'main.ts': "Object.assign(window, { load: { launch: () => import('./launch'), home: () => import('./home'), goods: () => import('./goods'), list: () => import('./list'), sheet: () => import('./sheet') } });",
    'launch.ts': "export const launch = () => 'launch';",
    'home.ts': "import { mask } from './mask';\nexport const home = () => mask();",
    'goods.ts': "import { popup } from './popup';\nimport { viewer } from './viewer';\nimport { card } from './card';\nexport const goods = () => [popup(), viewer(), card()];",
    'list.ts': "import { card } from './card';\nexport const list = () => card();",
    'card.ts': "export const card = () => 'card';",
    'sheet.ts': "import { popup } from './popup';\nexport const sheet = () => popup();",
    'popup.ts': "import { mask } from './mask';\nexport const popup = () => `popup:${mask()}`;",
    'mask.ts': "export const mask = () => ['fade', 'blur', 'lock', 'scroll', 'close'].map((step) => `mask:${step}`).join(' ');",
    'viewer.ts': "export const viewer = () => ['pinch', 'zoom', 'swipe', 'rotate', 'close', 'save', 'share'].map((step) => `viewer:${step}`).join(' ');",
  };
  // Home's banner carousel in miniature: the swiper moves out of the goods page's own group to the
  // group goods shares with home, and imports the springs goods shares with the list. Home's first
  // screen loads neither group (only its later pieces do), and goods loads both: no page's first
  // screen gains a group, so nothing is said.
  const CAROUSEL: Record<string, string> = {
    ...SHOP,
    'main.ts': "Object.assign(window, { load: { launch: () => import('./launch'), home: () => import('./home'), goods: () => import('./goods'), list: () => import('./list'), carousel: () => import('./carousel') } });",
    'home.ts': "export const home = () => 'home';",
    'goods.ts': "import { swiper } from './swiper';\nimport { viewer } from './viewer';\nimport { spring } from './spring';\nexport const goods = () => [swiper(), viewer(), spring()];",
    'list.ts': "import { spring } from './spring';\nexport const list = () => spring();",
    'carousel.ts': "import { swiper } from './swiper';\nexport const carousel = () => swiper();",
    'swiper.ts': "import { spring } from './spring';\nexport const swiper = () => `swiper:${spring()}`;",
    'spring.ts': "export const spring = () => ['mass', 'tension', 'friction'].map((step) => `spring:${step}`).join(' ');",
  };
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** The build's first-screen warnings for a miniature shop with one later piece. */
  async function warningsOf(files: Record<string, string>, later: LaterPiece) {
    const shop = miniatureShop('first-run-warn-', files, { name: 'after', modules: [] }, [later]);
    dirs.push(shop.dir);
    const warnings: string[] = [];
    await build({
      root: shop.dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [shop.groups.plugin],
      build: {
        write: false,
        minify: false,
        modulePreload: false,
        rolldownOptions: {
          input: path.join(shop.dir, 'main.ts'),
          output: { codeSplitting: { groups: [shop.groups.group] } },
          onLog: (level, log) => {
            if (level === 'warn') warnings.push(log.message);
          },
        },
      },
    });
    return warnings.filter((message) => message.includes('first-screen chunks'));
  }

  it('warns, naming the moved module, what it imports and from which group', async () => {
    expect(await warningsOf(SHOP, { name: 'filters', within: 'list', modules: ['sheet.ts'] })).toEqual([
      expect.stringContaining('popup.ts moved to fs-goods-list imports mask.ts from fs-home-goods, which not all of its pages load'),
    ]);
  }, 60_000);

  it('says nothing when the group it imports is loaded by every page whose first screen loads the moved part', async () => {
    expect(await warningsOf(CAROUSEL, { name: 'banners', within: 'home', modules: ['carousel.ts'] })).toEqual([]);
  }, 60_000);
});
