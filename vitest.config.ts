import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import viteConfig from './vite.config.ts';

/**
 * Unit and integration tests (`npm test`, `npm run test:unit`), on the app's own Vite config
 * (aliases, plugins). Browser tests have their own: vitest.e2e.config.ts.
 *
 * Speed on a 2-core machine (issue 14): with a fresh module graph and DOM per file, each file
 * re-imports React, antd-mobile, RTK and the app before its first test (routes.test.tsx took
 * 113 s so, 15 s with its worker's modules already loaded). So the `unit` project's files share
 * their worker's modules and DOM (`isolate: false`); tests/setup.ts and tests/setup-dom.ts undo
 * between files what a file can leave behind (handlers, listeners and stubbed globals, storage,
 * cookies, the address, the document's head and title, the stores' window listeners, module-level
 * countdowns, caches and loaded pages), and tests/animation-frames.ts keeps the DOM's animation
 * frames running after a test's fake timers (jsdom's own stopped for good, which stalled every
 * later antd animation in the worker: toasts that never showed, popups never clickable).
 * `VITEST_ISOLATE=1` gives each file its own again (slower; to tell whether a failure comes from
 * an earlier file: a file that passes so and fails in a full run is meeting another file's leftovers).
 *
 * Files that replace modules (`vi.mock`) keep a module graph of their own (the `isolated`
 * project): a replaced module must not reach the files after them, and a module an earlier file
 * already loaded would not be replaced for them (goods-lower-sections.test.tsx, listed by hand and
 * missed, ran against the real module in a full run and failed alone). So the project takes every
 * test file that calls `vi.mock`, found by reading them, and the endpoint catalogue test, which
 * checks every endpoint the API holds: tests/api/harness.ts adds test-only probes to the same API.
 */
const TEST_FILE = /\.test\.tsx?$/;
const replacesModules = (file: string) => readFileSync(path.join(import.meta.dirname, file), 'utf8').includes('vi.mock(');
const MOCKING = ['src', 'mocks', 'tests'].flatMap((dir) =>
  readdirSync(path.join(import.meta.dirname, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => `${dir}/${file.split(path.sep).join('/')}`)
    .filter((file) => TEST_FILE.test(file) && !file.startsWith('tests/e2e/') && replacesModules(file)),
);
const ISOLATED = ['tests/api/endpoint-coverage.test.ts', ...MOCKING];

const ISOLATE = process.env.VITEST_ISOLATE === '1';
const TESTS = ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/**/*.test.{ts,tsx}'];
const NOT_TESTS = ['tests/e2e/**', 'node_modules/**'];

const DEFAULT_ENVIRONMENT = 'happy-dom';
/** The environment a file runs in: the one its docblock names (`// @vitest-environment node`), else the default. */
const environmentOf = (file: string) => /@vitest-environment ([\w-]+)/.exec(readFileSync(file, 'utf8').slice(0, 2000))?.[1] ?? DEFAULT_ENVIRONMENT;
const ENVIRONMENT_ORDER = ['node', DEFAULT_ENVIRONMENT, 'jsdom'];

/**
 * A worker is reused only by the next file with the same environment: otherwise it is replaced and
 * the modules it loaded are lost. So the files with no page (`@vitest-environment node`) run
 * together first, then the happy-dom files (the default), then the few on jsdom, each group
 * longest first as vitest orders them (the last run's times, else the file's size), then the
 * isolated project.
 */
class ByEnvironment extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) =>
      file.project.name === 'isolated' ? ENVIRONMENT_ORDER.length : ENVIRONMENT_ORDER.indexOf(environmentOf(file.moduleId));
    return sorted.map((file) => ({ file, rank: rank(file) })).sort((a, b) => a.rank - b.rank).map(({ file }) => file);
  }
}

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      // happy-dom, not jsdom (issue 14): the same 1 600 tests, vitest's run within `npm test`
      // 172 -> 158 s on a 2-core machine. A file that needs jsdom says so in its docblock
      // (`// @vitest-environment jsdom`, with why): DOMPurify does not sanitize in happy-dom (its
      // tree walk keeps <script> and inline handlers), so every test of server rich text runs on
      // jsdom, whose parser is the one DOMPurify is tested against.
      environment: DEFAULT_ENVIRONMENT,
      globals: true,
      setupFiles: ['./tests/setup.ts'],
      css: false,
      testTimeout: 30000,
      pool: 'threads',
      // Both cores of a 2-core CI machine (vitest's default leaves one to its main process, which
      // mostly waits): the unit stage took 727 s on one worker.
      maxWorkers: 2,
      sequence: { sequencer: ByEnvironment },
      projects: [
        { extends: true, test: { name: 'unit', isolate: ISOLATE, include: TESTS, exclude: [...NOT_TESTS, ...ISOLATED] } },
        { extends: true, test: { name: 'isolated', isolate: true, include: ISOLATED } },
      ],
    },
  }),
);
