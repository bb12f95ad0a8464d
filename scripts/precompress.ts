import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import sirv from 'sirv';
import type { Plugin } from 'vite';

/**
 * Writes `file.br` and `file.gz` beside every text file of the build, compressed once at the
 * highest levels, so a server sends them as they are (nginx brotli_static / gzip_static, Caddy
 * `precompressed br gzip`, most CDNs) instead of compressing on every request at a lower level.
 * Official nginx images have no brotli module; a precompressed .br needs only a server that
 * knows to pick it (deploy/, README "Deploying").
 */

const TEXT = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;
/** Vite's own bookkeeping (.vite/manifest.json), not served. */
const SKIP_DIRS = new Set(['.vite']);

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : textFiles(full);
      return TEXT.test(entry.name) ? [full] : [];
    }),
  );
  return nested.flat();
}

/** Compresses every text file of `dir` (≥ 1 KB) into .br and .gz siblings; keeps a copy only when it is smaller. */
export async function precompressDir(dir: string): Promise<{ files: number; brotliBytes: number; rawBytes: number }> {
  let files = 0;
  let brotliBytes = 0;
  let rawBytes = 0;
  for (const file of await textFiles(dir)) {
    const raw = await readFile(file);
    if (raw.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
      gzipped(raw, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    if (br.length < raw.length) await writeFile(`${file}.br`, br);
    if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
    files += 1;
    rawBytes += raw.length;
    brotliBytes += Math.min(br.length, raw.length);
  }
  return { files, brotliBytes, rawBytes };
}

/** The Vite plugin: after a production build is written, precompress its output directory. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'acc-plus:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle(error) {
      if (error) return;
      const { files, brotliBytes, rawBytes } = await precompressDir(outDir);
      this.info(`precompressed ${String(files)} files: ${(rawBytes / 1024).toFixed(0)} KB → ${(brotliBytes / 1024).toFixed(0)} KB brotli`);
    },
  };
}

/**
 * vite preview (npm start, the browser tests, `npm run perf`) sends the build's files as the
 * deployed shop does: the `.br` (or `.gz`) written beside each one, to a browser that accepts it.
 * Left to itself vite preview gzips every answer on the fly and never sends brotli, so a first
 * visit measured on it downloaded about 17% more than from nginx or Caddy (the entry 125.7 KB
 * gzipped against 107.8 KB brotli). Only the build's hashed files under /assets/ are served here;
 * the rest (pages, the worker, manifests) go on through vite's own middleware.
 */
export function servePrecompressed(): Plugin {
  return {
    name: 'acc-plus:serve-precompressed',
    apply: (_config, env) => env.isPreview === true,
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      // `dev: true` reads the folder at each request, as vite preview's own static middleware does.
      const files = sirv(path.join(outDir, 'assets'), { brotli: true, gzip: true, dev: true, etag: true, extensions: [] });
      server.middlewares.use('/assets', files);
    },
  };
}
