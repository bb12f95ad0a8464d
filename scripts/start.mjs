// `npm start`: builds the production bundle and serves it on 127.0.0.1. The build is quiet unless
// it fails (then all it printed is shown); the last lines printed are the shop's address and, on the
// embedded demo backend (no VITE_API_BASE: mocks/, in the shop's service worker), the demo account.
// Honours PORT (default 4173; the next free one if taken) and the build's VITE_* variables (README).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

console.log('  Building ACC+ Jewelry Wholesale…');
try {
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: root, stdio: 'pipe', encoding: 'utf8' });
} catch (error) {
  // A failed build says everything it said, and why.
  process.stdout.write(String(error.stdout ?? ''));
  process.stderr.write(String(error.stderr ?? ''));
  process.exit(typeof error.status === 'number' ? error.status : 1);
}

const port = Number(process.env.PORT ?? 4173);
const server = await preview({ root, logLevel: 'warn', preview: { host: '127.0.0.1', port, strictPort: false, open: false } });
const address = server.httpServer.address();
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}/`;

const lines = ['', `  ACC+ Jewelry Wholesale is running at ${url}  (Ctrl+C stops it)`];
if (!process.env.VITE_API_BASE) {
  lines.push('  API: the embedded demo backend (no VITE_API_BASE set).');
  const accountFile = path.join(root, 'mocks/demo-account.json');
  if (existsSync(accountFile)) {
    const account = JSON.parse(readFileSync(accountFile, 'utf8'));
    for (const [label, value] of Object.entries(account)) lines.push(`  demo ${label}: ${value}`);
  }
} else {
  lines.push(`  API: ${process.env.VITE_API_BASE}`);
}
lines.push('');
console.log(lines.join('\n'));
