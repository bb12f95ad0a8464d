/// <reference types="vitest/config" />
import { execSync } from 'node:child_process';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preloadCatalogue } from './scripts/vite/preload-catalogue';
import { precompiledMessages } from './scripts/vite/precompiled-messages';
import { DEFAULT_LOCALE } from './src/lib/constants';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
  '@locales': fileURLToPath(new URL('./locales', import.meta.url)),
};

/** The build's commit for QA recordings (src/app/qa/build-info.ts); 'unknown' outside a git checkout. */
function gitCommit(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() || 'unknown';
  } catch {
    return 'unknown';
  }
}

export default defineConfig({
  base: '/',
  define: { __APP_COMMIT__: JSON.stringify(gitCommit()) },
  plugins: [react(), ...precompiledMessages(), preloadCatalogue(DEFAULT_LOCALE, 'en-US' /* antd-mobile's name for it, src/i18n/catalogues.ts */)],
  resolve: { alias },
  build: {
    manifest: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: false },
  // The demo's service worker is served from /mocks/ in dev; this header lets its scope be '/'.
  server: { host: '127.0.0.1', headers: { 'Service-Worker-Allowed': '/' } },
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
});
