import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';
import { assertChineseFont, chromiumPath } from './chromium-path';

const root = path.resolve(import.meta.dirname, '../..');
let server: PreviewServer | undefined;

/**
 * Builds (unless E2E_SKIP_BUILD=1 and a build exists), serves it on a free port, shares the URL.
 * E2E_OUT_DIR puts the build elsewhere than dist/, so a second checkout of work (or a build
 * running at the same time) cannot pull files from under a browser test.
 */
export async function setup(project: TestProject) {
  chromiumPath(); // fail early with a clear message when no browser is installed
  assertChineseFont(); // or no font to draw two of the five languages with
  const outDir = path.resolve(root, process.env.E2E_OUT_DIR ?? 'dist');
  const reuse = process.env.E2E_SKIP_BUILD === '1' && existsSync(path.join(outDir, 'index.html'));
  // vitest sets NODE_ENV=test; the browser tests must see the production build shoppers get.
  const env = { ...process.env, NODE_ENV: 'production' };
  if (!reuse) execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'], { cwd: root, stdio: 'inherit', env });
  server = await preview({ root, build: { outDir }, preview: { host: '127.0.0.1', port: 0, strictPort: false }, logLevel: 'warn' });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  project.provide('baseUrl', `http://127.0.0.1:${String(address.port)}`);
  project.provide('distDir', outDir);
}

export async function teardown() {
  await server?.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The build the preview serves (dist/ or E2E_OUT_DIR), for tests that serve it otherwise. */
    distDir: string;
  }
}
