/// <reference types="vitest/config" />
import { execSync } from 'node:child_process';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { staleDeployFiles } from './scripts/deploy-headers.ts';
import { precompress } from './scripts/precompress.ts';
import { securityHeaders, type BuildEnv } from './scripts/security-headers.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
  '@locales': fileURLToPath(new URL('./locales', import.meta.url)),
};

/**
 * The build's commit (src/lib/build-info.ts: Settings → About, QA recordings): APP_COMMIT when the
 * builder names it (a container build has no .git), else the checkout's; 'unknown' otherwise.
 */
function gitCommit(): string {
  const named = process.env.APP_COMMIT?.trim();
  if (named) return named;
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() || 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Says so at the end of a build when deploy/'s generated headers were made for another configuration. */
function deployHeadersCheck(env: BuildEnv): Plugin {
  return {
    name: 'acc-plus:deploy-headers-check',
    apply: 'build',
    closeBundle() {
      const stale = staleDeployFiles(env, root);
      if (stale.length > 0) this.warn(`${stale.join(', ')}: made for another build configuration; run \`npm run deploy:headers\` before deploying this build`);
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, root, 'VITE_');
  // Computed for every command, so a bad VITE_API_BASE or VITE_IMAGE_HOSTS stops the build with its reason.
  const headers = securityHeaders(env);
  return {
    base: '/',
    define: { __APP_COMMIT__: JSON.stringify(gitCommit()) },
    plugins: [react(), precompress(), deployHeadersCheck(env)],
    resolve: { alias },
    build: {
      manifest: true,
      target: 'es2022',
      chunkSizeWarningLimit: 1200,
    },
    // The production build is previewed (npm start, every browser test) under the headers deploy/ sends.
    preview: { host: '127.0.0.1', port: 4173, strictPort: false, headers },
    server: { host: '127.0.0.1' },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./tests/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/**/*.test.{ts,tsx}'],
      exclude: ['tests/e2e/**', 'node_modules/**'],
      css: false,
      testTimeout: 20000,
      pool: 'threads',
    },
  };
});
