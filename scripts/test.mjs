// `npm test`: typecheck, lint and the catalogues' check, and the unit and integration tests
// (vitest, both cores), all side by side. The first failure stops the run with its exit code.
//
// Why side by side (issue 14, measured on a 2-core machine): the checks and vitest are each mostly
// CPU. Vitest's workers spend part of their time waiting on real time (lazy pages, waitFor's
// polling, the replay CLI's processes) while a core would sit idle; the checks fill those gaps
// instead of running first. The checks run at a lower priority (nice 10) so vitest's timed waits
// (findBy's 5 s) see the CPU they had when they ran alone; the checks take what it leaves and both
// cores once it ends (lint runs as two processes for that). What bounds the run is the CPU all of
// it needs together: about 410 CPU-s on 2 cores in session 9 (vitest ~180, lint ~185, the
// typecheck ~40), so a step is made faster by making it cheaper, not by reordering.
//
// The typecheck is TypeScript 7 (`typescript-7`, the native compiler): the same tsconfig, the same
// errors, in about 12 CPU-s where TypeScript 5.9 took 36–46. Lint keeps TypeScript 5.9 (`typescript`):
// typescript-eslint's type-aware rules run on TypeScript's JavaScript API, which TypeScript 7 does not have.
//
// Vitest prints as it goes; each check's output is printed whole when it ends.
import { spawn } from 'node:child_process';

const posix = process.platform !== 'win32';

/**
 * V8's young generation at 64 MB a semispace instead of 16 for the checks: lint's type-aware rules
 * allocate a lot of short-lived objects and spent much of their time in scavenges (its GC threads
 * took ~75 of ~200 CPU-s). Lint on two threads, two A/B pairs on a shared 2-core machine:
 * 210 → 183 and 193 → 183 CPU-s; peak memory 3.3–3.7 → 4.1–4.3 GB. Not for vitest: no gain measured
 * there (three jsdom files on one worker, 34 and 31 CPU-s without, 31 and 33 with). V8's
 * `--single-threaded-gc` on top gained nothing (two A/B pairs of `npm test`, 409/420 against 412/412 CPU-s).
 */
const checkEnv = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-semi-space-size=64`.trim() };

const running = new Set();

function run(label, command, args, { buffered = false, lowPriority = false, env = process.env } = {}) {
  return new Promise((resolve) => {
    // `nice` is on every POSIX system; elsewhere the checks simply run at the same priority.
    const [file, argv] = lowPriority && posix ? ['nice', ['-n', '10', command, ...args]] : [command, args];
    const child = spawn(file, argv, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', shell: !posix, env });
    running.add(child);
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      running.delete(child);
      if (buffered && !stopping) process.stdout.write(`\n> ${label}\n${output}`);
      resolve({ label, code: code ?? (signal ? 1 : 0) });
    });
  });
}

/**
 * `eslint .`, split in two processes by folder: the features, and everything else. ESLint's own
 * `--concurrency 2` hands its threads files from one shared list in turn, so each thread's
 * TypeScript checker worked out the types of nearly the whole program; split by folder, each
 * process works out mostly its own half's. Measured one after the other on an idle 2-core machine:
 * 89 + 69 = 158 CPU-s (61 and 47 s of wall time) against 183–197 CPU-s for `--concurrency 2`.
 * The second half is "everything but src/features", so a new folder is linted without a change here.
 */
const LINT_HALVES = [
  { label: 'features', args: ['src/features'] },
  { label: 'the rest', args: ['.', '--ignore-pattern', 'src/features/**'] },
];

let stopping = false;
const bin = (name) => `node_modules/.bin/${name}`;
const check = { buffered: true, lowPriority: true, env: checkEnv };
const steps = [
  run('typecheck (TypeScript 7, tsc -p tsconfig.json)', process.execPath, ['node_modules/typescript-7/bin/tsc', '-p', 'tsconfig.json'], check),
  // Lint in two processes, split by folder (`eslint .` is both together; see LINT_HALVES).
  ...LINT_HALVES.map(({ label, args }) => run(`lint, ${label} (eslint ${args.join(' ')})`, bin('eslint'), [...args, '--max-warnings', '0'], check)),
  run('i18n verify', process.execPath, ['scripts/i18n-verify.mjs'], check),
  run('unit and integration tests', process.execPath, [bin('vitest'), 'run']),
];
console.log('> unit and integration tests (typecheck, lint and i18n verify run beside them)');

for (const step of steps) {
  step.then(({ label, code }) => {
    if (code === 0 || stopping) return;
    stopping = true;
    console.error(`\n${label} failed (exit code ${code}); the rest is stopped.`);
    for (const child of running) child.kill();
    process.exitCode = code;
  });
}
await Promise.all(steps);
