// `npm test`: typecheck, lint and the catalogues' check, and the unit and integration tests
// (vitest, both cores), all side by side. The first failure stops the run with its exit code.
//
// Why side by side (issue 14, measured on a 2-core machine): the checks and vitest are each mostly
// CPU. Vitest's workers spend part of their time waiting on real time (lazy pages, waitFor's
// polling, the replay CLI's processes) while a core would sit idle; the checks fill those gaps
// instead of running first. The checks run at a lower priority (nice 10) so vitest's timed waits
// (findBy's 5 s) see the CPU they had when they ran alone; the checks take what it leaves and both
// cores once it ends. What bounds the run is the CPU all of it needs together, so a step is made
// faster by making it cheaper, not by reordering.
//
// The typecheck is TypeScript 7 (`typescript-7`, the native compiler): the same tsconfig, the same
// errors, in about 12 CPU-s where TypeScript 5.9 took 36–46. Lint is two tools, each rule with one
// owner: typescript-eslint's type-aware rules run in oxlint on TypeScript 7's checker
// (`.oxlintrc.json`, about 13 CPU-s), and ESLint runs every other rule without type information
// (eslint.config.js, about 60 CPU-s). ESLint with the type-aware rules took about 158 CPU-s in
// session 9, most of it TypeScript 5.9 working out types. ESLint keeps TypeScript 5.9 (`typescript`)
// for its parser.
//
// Vitest prints as it goes; each check's output is printed whole when it ends.
import { spawn } from 'node:child_process';

const posix = process.platform !== 'win32';

const running = new Set();

function run(label, command, args, { buffered = false, lowPriority = false } = {}) {
  return new Promise((resolve) => {
    // `nice` is on every POSIX system; elsewhere the checks simply run at the same priority.
    const [file, argv] = lowPriority && posix ? ['nice', ['-n', '10', command, ...args]] : [command, args];
    const child = spawn(file, argv, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', shell: !posix });
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

let stopping = false;
// A young generation four times V8's default for vitest and its workers (a V8 flag is the whole
// process's, threads included): rendering pages in a DOM makes many short-lived objects, and with
// the default 16 MB semi-space V8 spent much of the run scavenging and promoting them. Seven
// page-heavy files: 64 -> 41 CPU-s and 39 -> 28 s; 32 MB gave 49 CPU-s, 128 and 256 no more than
// 64. ESLint is unchanged by it (60 CPU-s either way), so only vitest gets it. `npm run test:unit`
// passes the same flag.
const VITEST_NODE_FLAGS = ['--max-semi-space-size=64'];
const bin = (name) => `node_modules/.bin/${name}`;
const check = { buffered: true, lowPriority: true };
const steps = [
  run('typecheck (TypeScript 7, tsc -p tsconfig.json)', process.execPath, ['node_modules/typescript-7/bin/tsc', '-p', 'tsconfig.json'], check),
  run('lint (eslint . --max-warnings 0)', bin('eslint'), ['.', '--max-warnings', '0'], check),
  run('type-aware lint (oxlint --type-aware --deny-warnings)', bin('oxlint'), ['--type-aware', '--deny-warnings'], check),
  run('i18n verify', process.execPath, ['scripts/i18n-verify.mjs'], check),
  run('CSS modules: every class read', process.execPath, ['scripts/check-css-modules.mjs'], check),
  run('unit and integration tests', process.execPath, [...VITEST_NODE_FLAGS, 'node_modules/vitest/vitest.mjs', 'run']),
];
console.log('> unit and integration tests (typecheck, lint, i18n verify and the CSS modules check run beside them)');

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
