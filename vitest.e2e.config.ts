import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { FlakyReporter } from './tests/e2e/flaky-reporter.ts';

/**
 * The longest files first (the clean-clone CI run, two at a time: the matrix slice took 458 s and
 * started late, then ran alone), so no long file starts last. The rest keep vitest's order.
 */
const LONGEST_FIRST = ['matrix', 'shopping-journey', 'buyer-tools-2', 'goods-list-10k', 'catalogue', 'zero-shift', 'account', 'buyer-tools', 'checkout'];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = LONGEST_FIRST.findIndex((name) => file.moduleId.endsWith(`/${name}.e2e.test.ts`));
      return at < 0 ? LONGEST_FIRST.length : at;
    };
    return [...(await super.sort(files))].sort((a, b) => rank(a) - rank(b));
  }
}

// Browser tests: playwright-core drives Debian's chromium against the production build served
// by `vite preview` (tests/e2e/global-setup.ts), with the demo backend's service worker.
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
    },
  },
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./tests/e2e/global-setup.ts'],
    // Two files at a time (E2E_WORKERS): each runs its own chromium against the one preview
    // server, and most of a journey's time is waiting (animations, the demo's answers, axe), so
    // two share a 2-core machine well. A journey then takes longer on its own: the timeout is
    // generous (it only ever ends a test that hangs).
    testTimeout: 300_000,
    hookTimeout: 180_000,
    // In CI a failed browser test runs once more: a red run does not land, and a journey of a
    // hundred steps on a shared 2-core machine can lose one race to the machine rather than to the
    // app. It is not hidden: its first failure prints where it stood (harness.ts) and the run ends
    // with the list of tests that passed only on retry (flaky-reporter.ts). Locally: no retry.
    retry: process.env.CI ? 1 : 0,
    reporters: ['default', new FlakyReporter()],
    fileParallelism: workers > 1,
    maxWorkers: workers,
    sequence: { sequencer: LongestFirst },
  },
});
