// A shop pointed at a real API carries none of the demo: `node scripts/check-api-build.mjs` builds
// it (VITE_API_BASE set) into a temporary folder and fails when a file the shop can load (the page,
// its service worker, every file they name, and so on) comes from mocks/ or holds the demo account
// (mocks/demo-account.json), or when its entry route is over the size budget (scripts/size.mjs).
// CI runs it after the demo build's size budget. For this, src/api/config.ts's
// isDemoMode is decided when the build is made, so the minifier drops the demo-only branches.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = mkdtempSync(path.join(tmpdir(), 'acc-plus-api-build-'));
const account = JSON.parse(readFileSync(path.join(ROOT, 'mocks/demo-account.json'), 'utf8'));
// What would give the demo away; its six-digit codes are too common a string to look for.
const secrets = [account.password, account.mobile.replace(/\D/g, '').slice(-11)];

try {
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', VITE_API_BASE: 'https://api.example.com' },
  });
  // What the shop can load: the files index.html and the service worker name, then every file a
  // loaded file names in turn. Read from the files themselves: the build manifest also lists dynamic
  // imports of code the minifier dropped (the demo's start-up, behind a build-time false).
  const assets = new Set(readdirSync(path.join(outDir, 'assets')));
  const named = (text) => [...text.matchAll(/[\w.-]+\.(?:js|css)\b/g)].map((m) => m[0]).filter((name) => assets.has(name));
  const loadable = new Set(['index.html', 'sw.js']);
  const queue = [...loadable];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const name of named(readFileSync(path.join(outDir, file), 'utf8'))) {
      const asset = `assets/${name}`;
      if (loadable.has(asset)) continue;
      loadable.add(asset);
      queue.push(asset);
    }
  }
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
  const sourceOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, chunk.src ?? key]));

  const problems = [];
  for (const file of loadable) {
    const source = sourceOf.get(file) ?? '';
    if (source.startsWith('mocks/')) problems.push(`${file} is the demo's ${source}, loadable by the shop`);
    const text = readFileSync(path.join(outDir, file), 'utf8');
    for (const secret of secrets) if (text.includes(secret)) problems.push(`${file} holds the demo account (${secret})`);
  }
  if (problems.length > 0) {
    console.error(`a real-API build carries demo code:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`a real-API build: ${String(loadable.size)} files the shop can load, none from mocks/, no demo account`);
  // Its entry route keeps the budget the demo build's `npm run size` keeps.
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/size.mjs')], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, SIZE_DIST: outDir } });
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
