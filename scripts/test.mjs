// `npm test`: typecheck, lint and the catalogues' check, and the unit and integration tests
// (vitest, both cores), all side by side. The first failure stops the run with its exit code.
//
// Why side by side (issue 14, measured on a 2-core machine): the checks took about 250 CPU-s
// (lint 190–210 on two threads, the typecheck 37) and vitest about 170 s of wall time (clean-clone
// CI), one after the other. Vitest's workers spend part of that waiting on real time (lazy pages,
// antd's fades, waitFor's polling, the replay CLI's processes) while a core sat idle; the checks
// now fill those gaps instead of running first. The checks run at a lower priority (nice 10) so vitest's timed
// waits (findBy's 5 s) see the CPU they had when they ran alone; the checks take what it leaves
// and both cores once it ends (lint keeps its two threads for that).
//
// Vitest prints as it goes; each check's output is printed whole when it ends.
import { spawn } from 'node:child_process';

const posix = process.platform !== 'win32';

/**
 * V8's young generation at 64 MB a semispace instead of 16 for the checks: lint's type-aware rules
 * allocate a lot of short-lived objects and spent much of their time in scavenges (its GC threads
 * took ~75 of ~200 CPU-s). Lint on two threads, two A/B pairs on a shared 2-core machine:
 * 210 → 183 and 193 → 183 CPU-s; peak memory 3.3–3.7 → 4.1–4.3 GB. The typecheck: 37 → 33 CPU-s
 * in one pair, 39 in a later run (within the noise). Not for vitest: no gain measured there
 * (three jsdom files on one worker, 34 and 31 CPU-s without, 31 and 33 with).
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

let stopping = false;
const bin = (name) => `node_modules/.bin/${name}`;
const check = { buffered: true, lowPriority: true, env: checkEnv };
const steps = [
  run('typecheck (tsc -b --noEmit)', bin('tsc'), ['-b', '--noEmit'], check),
  run('lint (eslint . --max-warnings 0 --concurrency 2)', bin('eslint'), ['.', '--max-warnings', '0', '--concurrency', '2'], check),
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
