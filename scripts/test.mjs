// `npm test`: typecheck, lint and the catalogues' check side by side, then the unit and integration
// tests (vitest, both cores). Lint is the long one (type-aware rules and React's compiler rules,
// measured on a 2-core machine: about 150 s of CPU, the typecheck 40 s), so it lints on two
// threads: once the typecheck is done, both cores lint instead of one waiting. Each check's
// output is printed whole when it ends; the first failure stops the run with its exit code.
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
  run('lint (eslint . --max-warnings 0 --concurrency 2)', bin('eslint'), ['.', '--max-warnings', '0', '--concurrency', '2'], { buffered: true }),
  run('i18n verify', process.execPath, ['scripts/i18n-verify.mjs'], { buffered: true }),
]);
const failed = checks.find((code) => code !== 0);
if (failed !== undefined) process.exit(failed);
console.log('\n> unit and integration tests');
process.exit(await run('unit and integration tests', process.execPath, [bin('vitest'), 'run']));
