// `npm start`: builds the production bundle and serves it on 127.0.0.1, printing the URL.
// With no VITE_API_BASE the app runs on the embedded demo backend (mocks/, a service worker).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: root, stdio: 'inherit' });

const port = Number(process.env.PORT ?? 4173);
const server = await preview({ root, preview: { host: '127.0.0.1', port, strictPort: false, open: false } });
const address = server.httpServer.address();
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}/`;

console.log(`\n  ACC+ Jewelry Wholesale is running at ${url}\n`);
if (!process.env.VITE_API_BASE) {
  const accountFile = path.join(root, 'mocks/demo-account.json');
  console.log('  API: the embedded demo backend (no VITE_API_BASE set).');
  if (existsSync(accountFile)) {
    const account = JSON.parse(readFileSync(accountFile, 'utf8'));
    for (const [label, value] of Object.entries(account)) console.log(`  demo ${label}: ${value}`);
  }
} else {
  console.log(`  API: ${process.env.VITE_API_BASE}`);
}
console.log('\n  Press Ctrl+C to stop.\n');
