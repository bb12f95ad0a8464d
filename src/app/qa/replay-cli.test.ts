import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checksumOf, type Recording } from '@/features/qa/recording-format';
import { recordShoppingSession } from './recording-fixture';

// `npm run replay` as a QA engineer runs it: a real process, its output and its exit code.
const root = path.resolve(import.meta.dirname, '../../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
let dir: string;
let recording: Recording;
/**
 * The same scripts/replay.ts, bundled once with its imports into plain JavaScript (Vite's SSR
 * build) for every test but the first, which starts it exactly as `npm run replay` does
 * (`tsx scripts/replay.ts`). tsx spends about 0.8 CPU-s of each start on its loader (a thread of
 * its own that loads esbuild) before the script's first line; the bundle starts in 0.2. Built from
 * the sources as they are when the file runs, so a change to the script or what it imports is
 * what these tests see. This file alone, 3 runs each (issue 14): 24 CPU-s with tsx for all 14
 * runs, 13-15 so.
 */
let bundled: string;

function write(name: string, content: unknown): string {
  const file = path.join(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 1));
  return file;
}

type Run = { code: number; out: string; err: string };

function run(command: string, args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd: root, env: { ...process.env, DEBUG: '' } }, (error, out, err) => {
      resolve({ code: error ? Number(error.code) : 0, out, err });
    });
  });
}

/** `npm run replay -- …args`, as typed. */
const replayWithTsx = (...args: string[]): Promise<Run> => run(tsx, ['scripts/replay.ts', ...args]);
/** The same script, bundled (see `bundled`). */
const replay = (...args: string[]): Promise<Run> => run(process.execPath, [bundled, ...args]);

/** An edited copy whose checksum is made right again, as a format change or a bad tool would leave it. */
function resealed(change: (r: Recording) => void): Recording {
  const copy = structuredClone(recording);
  change(copy);
  return { ...copy, checksum: checksumOf(copy) };
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'acc-replay-'));
  recording = recordShoppingSession();
  // Built by Vite's command in a process of its own: built inside this worker, two of four runs
  // took 96 and 171 s to end after 20 s of tests (the build's native threads, it seemed).
  const config = path.join(dir, 'replay-cli.config.mjs');
  writeFileSync(
    config,
    `export default ${JSON.stringify({
      root,
      logLevel: 'silent',
      publicDir: false,
      resolve: { alias: { '@': path.join(root, 'src') } },
      // Its imports too (react-intl, RTK): the bundle runs from the temporary folder.
      ssr: { noExternal: true },
      build: {
        ssr: 'scripts/replay.ts',
        outDir: path.join(dir, 'cli'),
        minify: false,
        target: 'node20',
        rolldownOptions: { output: { entryFileNames: 'replay.mjs' } },
      },
    })};`,
  );
  const built = await run(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', config]);
  if (built.code !== 0) throw new Error(`the replay script did not build:\n${built.err}`);
  bundled = path.join(dir, 'cli', 'replay.mjs');
  // The script reads ../locales/en.json beside itself.
  symlinkSync(path.join(root, 'locales'), path.join(dir, 'locales'), 'junction');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const noStack = (text: string) => expect(text).not.toMatch(/\n\s+at .+:\d+:\d+/);

describe('npm run replay', () => {
  it('prints the final session, cart, route and dialogs, and confirms the recorded end state', async () => {
    const { code, out, err } = await replayWithTsx(write('session.json', recording), '--steps');
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toContain('8 steps');
    expect(out).toMatch(/^Session\s+logged in · user code U1001 · username \[email-1\]/m);
    expect(out).toMatch(/^Cart\s+2 \(carNum\)/m);
    expect(out).toMatch(/^Route\s+\/pages\/tabbar\/cart\/cart/m);
    expect(out).toContain('1. [confirm] Prompt: Only 1 left of Gold ring → /pages/tabbar/cart/cart');
    expect(out).toMatch(/^\s*8\s+\+0\.\d\ds\s+ui\/routeChanged$/m);
    expect(out).toContain('Replayed 8 of 8 steps');
    expect(out).toContain('✓ matches the state recorded at export');
  });

  it('stops at the step --until names', async () => {
    const { code, out } = await replay(write('until.json', recording), '--until', '2');
    expect(code).toBe(0);
    expect(out).toContain('Replayed 2 of 8 steps');
    expect(out).toMatch(/^Session\s+logged out/m);
    expect(out).toMatch(/^Route\s+\/pages\/tabbar\/home\/home/m);
    expect(out).toContain('stopped at step 2');
  });

  it('refuses a step number the recording does not have', async () => {
    const { code, err } = await replay(write('until-far.json', recording), '--until', '9');
    expect(code).toBe(2);
    expect(err).toContain('--until 9: the recording has 8 steps');
  });

  it('passes --expect when the final state holds what it names, and fails with a readable diff otherwise', async () => {
    const file = write('expect.json', recording);
    const pass = await replay(file, '--expect', write('good.json', { cart: { carNum: 2 }, ui: { route: '/pages/tabbar/cart/cart' } }));
    expect(pass.code).toBe(0);
    expect(pass.out).toContain('✓ matches good.json');

    const fail = await replay(file, '--expect', write('bad.json', { cart: { carNum: 5 }, session: { invite_user: '42' } }));
    expect(fail.code).toBe(1);
    expect(fail.err).toContain('✗ differs from bad.json (2 differences):');
    expect(fail.err).toContain('cart.carNum: expected 5, got 2');
    expect(fail.err).toContain('session.invite_user: expected "42", got ""');
  });

  it('writes the final state, which then passes as its own --expect', async () => {
    const file = write('write.json', recording);
    const state = path.join(dir, 'final-state.json');
    expect((await replay(file, '--write-state', state)).code).toBe(0);
    expect(JSON.parse(readFileSync(state, 'utf8'))).toMatchObject({ cart: { carNum: 2 } });
    expect((await replay(file, '--expect', state)).code).toBe(0);
  });

  it('says clearly that a truncated or foreign file is no recording, without a stack trace', async () => {
    const truncated = await replay(write('truncated.json', JSON.stringify(recording).slice(0, 400)));
    expect(truncated.code).toBe(2);
    expect(truncated.err).toContain('truncated.json: the file is not valid JSON');
    noStack(truncated.err);

    const foreign = await replay(write('foreign.json', { name: 'package', version: '1.0.0' }));
    expect(foreign.code).toBe(2);
    expect(foreign.err).toContain('the file is not a QA recording: it has no header');

    const missing = await replay(path.join(dir, 'nothing-here.json'));
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('no such file');
    noStack(missing.err);
  });

  it('catches a file edited after export, and replays it only when asked to', async () => {
    const edited = structuredClone(recording);
    edited.steps[5].action.payload = 7;
    const file = write('edited.json', edited);
    const refused = await replay(file);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('its checksum does not match: the file was changed after it was exported');
    expect(refused.err).toContain('--allow-edited');

    const allowed = await replay(file, '--allow-edited');
    expect(allowed.out).toContain('note: its checksum does not match');
    expect(allowed.code).toBe(1);
    expect(allowed.err).toContain('cart.carNum: expected 2, got 7');
  });

  it('reports a step the reducers cannot take, by number and type, without a stack trace', async () => {
    const broken = resealed((r) => {
      r.steps[1].action.payload = null;
    });
    const { code, err } = await replay(write('broken.json', broken));
    expect(code).toBe(2);
    expect(err).toMatch(/step 2 \(lang\/languageChosen\) could not be replayed: /);
    noStack(err);
  });

  it('refuses an older or newer format with a message that says what to do', async () => {
    const old = await replay(write('old.json', resealed((r) => { r.header.formatVersion = 0; })));
    expect(old.code).toBe(2);
    expect(old.err).toContain('format 0, which is no longer supported');
    expect(old.err).toContain('Record the session again');

    const newer = await replay(write('newer.json', resealed((r) => { r.header.formatVersion = 3; })));
    expect(newer.code).toBe(2);
    expect(newer.err).toContain('format 3, made by a newer recorder');
  });
});
