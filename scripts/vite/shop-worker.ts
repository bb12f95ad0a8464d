import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';

type RolldownOutput = Rolldown.RolldownOutput;
type OutputChunk = Rolldown.OutputChunk;
import { SHOP_WORKER } from '../../src/lib/shop-worker.ts';
import { precacheEntries, type ManifestChunk } from './precache-entries.ts';

export interface ShopWorkerOptions {
  root: string;
  alias: Record<string, string>;
  /** A demo build (no VITE_API_BASE): the worker carries the demo backend too. */
  demo: boolean;
  /** Source modules (keys of Vite's manifest) precached with what they import, besides the entry. */
  precache: readonly RegExp[];
  /** Files of the build whose names carry no hash, precached with a content revision. */
  unhashed: readonly string[];
}

/** What the worker's source says where the precache list goes (Workbox's injectManifest convention). */
const MANIFEST_TOKEN = 'self.__WB_MANIFEST';

/**
 * Builds the shop's service worker into <outDir>/sw.js after the app's build is written: its
 * source (src/service-worker/, the demo's handlers added in demo builds) bundled with Workbox into
 * one classic script, and the release's precache list written in. One file, no hash in its name
 * (the browser checks it at each visit, the servers send it no-cache): any change of the release
 * changes its bytes, which is what makes the browser install the new version. With VITE_API_BASE
 * the worker has no demo code at all.
 */
export function shopWorker(options: ShopWorkerOptions): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'acc-plus:shop-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      if (!config) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk | undefined>;
      const entries = precacheEntries(outDir, manifest, options.precache, options.unhashed);
      const source = path.join(options.root, 'src/service-worker', options.demo ? 'demo-shop-worker.ts' : 'shop-worker.ts');
      const output = await build({
        configFile: false,
        root: options.root,
        mode: config.mode,
        envDir: config.envDir,
        logLevel: 'warn',
        publicDir: false,
        resolve: { alias: options.alias },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          write: false,
          // Never the app's own output folder: nothing of it may be emptied or overwritten.
          outDir: path.join(outDir, '.vite/shop-worker'),
          emptyOutDir: false,
          target: 'es2022',
          minify: true,
          copyPublicDir: false,
          reportCompressedSize: false,
          lib: { entry: source, formats: ['iife'], name: 'accPlusShopWorker', fileName: () => 'sw.js' },
        },
      });
      // write: false answers the bundle itself (no watcher: no build.watch here).
      const bundle = (Array.isArray(output) ? output[0] : output) as RolldownOutput | undefined;
      const chunk = bundle?.output.find((file): file is OutputChunk => file.type === 'chunk');
      if (!chunk) throw new Error('shop worker: the build gave no script');
      const at = chunk.code.indexOf(MANIFEST_TOKEN);
      if (at < 0 || chunk.code.indexOf(MANIFEST_TOKEN, at + 1) >= 0) throw new Error(`shop worker: ${MANIFEST_TOKEN} must appear exactly once in its bundle`);
      const code = chunk.code.replace(MANIFEST_TOKEN, JSON.stringify(entries));
      writeFileSync(path.join(outDir, SHOP_WORKER.url.slice(1)), code);
      this.info(`${SHOP_WORKER.url}: ${String(entries.length)} files precached${options.demo ? ', with the demo backend' : ''}`);
    },
  };
}
