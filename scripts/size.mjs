// Measures the entry route's JavaScript plus CSS, brotli-compressed, from the production build's
// manifest: the entry chunk, every chunk it imports statically, and their CSS. Fails above budget.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = process.env.SIZE_DIST ? path.resolve(process.env.SIZE_DIST) : path.join(ROOT, 'dist');
// Issue 12: the entry route within 130 KB brotli.
const BUDGET_KB = Number(process.env.ENTRY_BUDGET_KB ?? 130);
const manifestFile = path.join(DIST, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error('dist/.vite/manifest.json not found: run `npm run build` first');
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  (chunk.css ?? []).forEach((css) => files.add(css));
  (chunk.imports ?? []).forEach(visit);
};
visit(entryKey);

const brotli = (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
let total = 0;
const rows = [...files].map((file) => {
  const buf = readFileSync(path.join(DIST, file));
  const size = brotli(buf);
  total += size;
  return { file, raw: buf.length, brotli: size };
});
rows.sort((a, b) => b.brotli - a.brotli);
for (const r of rows) console.log(`${(r.brotli / 1024).toFixed(1).padStart(7)} KB br  ${(r.raw / 1024).toFixed(1).padStart(7)} KB raw  ${r.file}`);
const kb = total / 1024;
console.log(`entry route JS+CSS: ${kb.toFixed(1)} KB brotli (budget ${BUDGET_KB} KB)`);
// Said, not budgeted: what index.html preloads besides (the page loaders, the default language's
// catalogue; scripts/vite/preload-chunks.ts). It downloads alongside the entry; a shopper in
// another language gets that catalogue instead.
const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]).filter((file) => !files.has(file));
if (preloaded.length > 0) {
  const extra = preloaded.reduce((sum, file) => sum + brotli(readFileSync(path.join(DIST, file))), 0);
  console.log(`also preloaded by index.html: ${(extra / 1024).toFixed(1)} KB brotli (${preloaded.join(', ')})`);
}
if (kb > BUDGET_KB) {
  console.error(`over budget by ${(kb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
