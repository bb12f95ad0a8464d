// `npm test`: typecheck and lint side by side (one core each: together they took about 150 s
// one after the other on a 2-core CI machine), then the catalogues' check, then the unit and
// integration tests (vitest, both cores). Each check's output is printed whole when it ends; the
// first failure stops the run with its exit code.
import { spawn } from 'node:child_process';

function run(label, command, args, { buffered = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', shell: process.platform === 'win32' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (buffered) process.stdout.write(`\n> ${label}\n${output}`);
      resolve(code ?? 1);
    });
  });
}

const bin = (name) => `node_modules/.bin/${name}`;
const checks = await Promise.all([
  run('typecheck (tsc -b --noEmit)', bin('tsc'), ['-b', '--noEmit'], { buffered: true }),
  run('lint (eslint . --max-warnings 0)', bin('eslint'), ['.', '--max-warnings', '0'], { buffered: true }),
]);
const failed = checks.find((code) => code !== 0);
if (failed !== undefined) process.exit(failed);
for (const [label, args] of [
  ['i18n verify', ['scripts/i18n-verify.mjs']],
  ['unit and integration tests', [bin('vitest'), 'run']],
]) {
  console.log(`\n> ${label}`);
  const code = await run(label, process.execPath, args);
  if (code !== 0) process.exit(code);
}
