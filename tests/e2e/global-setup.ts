import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './chromium-path';

const root = path.resolve(import.meta.dirname, '../..');
let server: PreviewServer | undefined;

/** Builds (unless E2E_SKIP_BUILD=1 and a build exists), serves dist on a free port, shares the URL. */
export async function setup(project: TestProject) {
  chromiumPath(); // fail early with a clear message when no browser is installed
  const reuse = process.env.E2E_SKIP_BUILD === '1' && existsSync(path.join(root, 'dist/index.html'));
  // vitest sets NODE_ENV=test; the browser tests must see the production build shoppers get.
  const env = { ...process.env, NODE_ENV: 'production' };
  if (!reuse) execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: root, stdio: 'inherit', env });
  server = await preview({ root, preview: { host: '127.0.0.1', port: 0, strictPort: false }, logLevel: 'warn' });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  project.provide('baseUrl', `http://127.0.0.1:${String(address.port)}`);
}

export async function teardown() {
  await server?.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
