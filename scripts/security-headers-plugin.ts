import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { headersRecord, RECORDED_HEADERS, staleDeployFiles } from './deploy-headers.ts';
import { securityHeaders, type BuildEnv } from './security-headers.ts';

/**
 * The security headers around a build, from one source (scripts/security-headers.ts):
 * - a build records the headers its configuration gives in its output (.vite/security-headers.json)
 *   and says so when deploy/'s generated files were made for another configuration;
 * - vite preview (npm start, every browser test) sends the headers the build it serves recorded,
 *   so a build made with VITE_API_BASE set is previewed under its own policy whatever the
 *   environment of the preview says (the configuration's own headers when the build has none).
 */
export function securityHeadersPlugin(env: BuildEnv, root: string): Plugin {
  // Computed at once, so a bad VITE_API_BASE or VITE_IMAGE_HOSTS stops any command with its reason.
  const headers = securityHeaders(env);
  let outDir = '';
  let building = false;
  return {
    name: 'acc-plus:security-headers',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      building = config.command === 'build';
    },
    closeBundle(error) {
      // Only a build has a bundle to record: vitest's server also closes, and wrote a stray
      // dummy-non-existing-folder/.vite/ into the project when this ran for it.
      if (error || !outDir || !building) return;
      mkdirSync(path.join(outDir, '.vite'), { recursive: true });
      writeFileSync(path.join(outDir, RECORDED_HEADERS), headersRecord(env));
      const stale = staleDeployFiles(env, root);
      if (stale.length > 0) this.warn(`${stale.join(', ')}: made for another build configuration; run \`npm run deploy:headers\` before deploying this build`);
    },
    configurePreviewServer(server) {
      const recorded = path.join(outDir, RECORDED_HEADERS);
      const sent = existsSync(recorded) ? (JSON.parse(readFileSync(recorded, 'utf8')) as Record<string, string>) : headers;
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(sent)) res.setHeader(name, value);
        next();
      });
    },
  };
}
