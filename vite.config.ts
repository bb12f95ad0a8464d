/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
  '@locales': fileURLToPath(new URL('./locales', import.meta.url)),
};

export default defineConfig({
  base: '/',
  plugins: [react()],
  resolve: { alias },
  build: {
    manifest: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: false },
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
});
