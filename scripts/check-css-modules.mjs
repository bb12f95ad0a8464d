// Every class a CSS module defines is read by a file that imports it (`npm test` runs this beside
// the lint). A rule nothing reads is dead weight a reader still has to understand: session 42
// found nine such rules (an old total row, a danger zone, an area button) left behind by changes
// to their components.
//
// A class counts as read when an importer writes `<name>.<class>` or `<name>['<class>']`, or when a
// stylesheet composes it. A module read by a computed key (`styles[size]`) cannot be checked this
// way and is skipped; `:global(...)` selectors are antd's classes, not the module's.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

const files = walk(join(root, 'src'));
const modules = files.filter((f) => f.endsWith('.module.css'));
const sources = files.filter((f) => /\.(ts|tsx)$/.test(f)).map((f) => ({ path: f, text: readFileSync(f, 'utf8') }));
const sheets = files.filter((f) => f.endsWith('.css')).map((f) => ({ path: f, text: readFileSync(f, 'utf8') }));

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const withoutComments = (css) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** The names a file imports a module under, when the import resolves to that module. */
function importNames(source, modulePath) {
  const names = [];
  for (const [, name, spec] of source.text.matchAll(/import\s+(\w+)\s+from\s+'([^']+\.module\.css)'/g)) {
    const target = spec.startsWith('@/') ? join(root, 'src', spec.slice(2)) : resolve(dirname(source.path), spec);
    if (target === modulePath) names.push(name);
  }
  return names;
}

const problems = [];
for (const modulePath of modules) {
  const css = withoutComments(readFileSync(modulePath, 'utf8'));
  const defined = new Set([...css.replace(/:global\([^)]*\)/g, '').matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((m) => m[1]));
  const readers = sources.flatMap((source) => importNames(source, modulePath).map((name) => ({ name, text: source.text })));
  if (readers.some(({ name, text }) => new RegExp(`\\b${escape(name)}\\[(?!')`).test(text))) continue;
  const composers = sheets.filter((s) => s.path === modulePath || s.text.includes(basename(modulePath))).map((s) => withoutComments(s.text));
  const unread = [...defined].filter((cls) => {
    if (readers.some(({ name, text }) => new RegExp(`\\b${escape(name)}(\\.${escape(cls)}\\b|\\['${escape(cls)}'\\])`).test(text))) return false;
    return !composers.some((text) => new RegExp(`composes:[^;]*\\b${escape(cls)}\\b`).test(text));
  });
  if (unread.length > 0) problems.push(`${relative(root, modulePath)}: ${unread.sort().join(', ')}`);
}

if (problems.length > 0) {
  console.error(`CSS module classes no importer reads (remove the rules, or use them):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`css modules: every class of ${String(modules.length)} modules is read`);
