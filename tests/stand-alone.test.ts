// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository stands alone: a clone has nothing beside it, so no tracked file may read or cite
 * a path outside it (the spec's facts are vendored in docs/spec/). CI also runs the spec-reading
 * tests from a bare clone (.ci/run); this test names the offending line wherever it runs.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const SELF = path.relative(ROOT, import.meta.filename);

/** Folders of the machine this was written on, and the spec's folder beside the repository. */
const OUTSIDE_NAMES = [/\.\.\/shared\b/, /\bshared\/(spec|guides)\b/, /(^|[\s'"`(])\/work\//];
/** A run of `..` segments: `../x`, `'../../..'`. */
const CLIMB = /(?<![\w./-])\.\.(?:\/\.\.)*(?=[/'"`\s)\],]|$)/g;
const UNTRACKED = new Set(['node_modules', 'dist', 'test-results', 'coverage', '.git', '.vite']);

/** Where `..` chains in a line lead, from the file's folder (and from the root when cwd-relative). */
function outsideReferences(file: string, text: string): string[] {
  const found: string[] = [];
  const dir = path.dirname(path.join(ROOT, file));
  text.split('\n').forEach((line, index) => {
    const where = `${file}:${index + 1}: ${line.trim().slice(0, 160)}`;
    if (OUTSIDE_NAMES.some((re) => re.test(line))) {
      found.push(where);
      return;
    }
    const bases = line.includes('process.cwd()') ? [dir, ROOT] : [dir];
    for (const match of line.matchAll(CLIMB)) {
      const leaves = bases.some((base) => path.relative(ROOT, path.resolve(base, match[0])).startsWith('..'));
      if (leaves) {
        found.push(where);
        return;
      }
    }
  });
  return found;
}

function trackedFiles(): string[] {
  try {
    return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  } catch {
    // Not a git checkout (an unpacked archive): every file but the generated and installed ones.
    const walk = (dir: string): string[] =>
      readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
        const rel = path.join(dir, entry.name);
        if (entry.isDirectory()) return UNTRACKED.has(entry.name) ? [] : walk(rel);
        return [rel];
      });
    return walk('');
  }
}

describe('the repository stands alone', () => {
  it('no tracked file reads or cites a path outside the repository', () => {
    const offending = trackedFiles()
      .filter((file) => file !== SELF)
      .flatMap((file) => {
        let text: string;
        try {
          text = readFileSync(path.join(ROOT, file), 'utf8');
        } catch {
          return []; // listed but absent (deleted in the work tree)
        }
        return text.includes('\0') ? [] : outsideReferences(file, text);
      });
    expect(offending).toEqual([]);
  });

  it('vendors the spec lists the coverage tests read', () => {
    const tracked = trackedFiles();
    for (const file of ['storefront-spec.md', 'routes.txt', 'endpoints.txt', 'server-family.md']) {
      expect(tracked).toContain(`docs/spec/${file}`);
    }
  });

  // The lines a file must not hold, put together here so that this file holds none of them itself.
  const beside = ['..', 'shared'].join('/');
  it.each([
    ['tests/routes.test.tsx', `path.resolve(__dirname, '../${beside}/spec/routes.txt')`],
    ['mocks/tests/coverage.test.ts', `readFileSync(path.resolve(process.cwd(), '${beside}/spec/endpoints.txt'))`],
    ['mocks/tests/coverage.test.ts', "readFileSync(path.resolve(process.cwd(), '../elsewhere/list.txt'))"],
    ['eslint.config.js', `// layer rules of ${beside}/guides/architecture.md`],
    ['README.md', 'see [the guide](../guides/style.md)'],
    ['src/app/qa/replay-cli.test.ts', "const root = path.resolve(import.meta.dirname, '../../../..');"],
    ['docs/x.md', `read /work/${['shared', 'spec'].join('/')}/storefront-spec.md`],
  ])('flags %s: %s', (file, line) => {
    expect(outsideReferences(file, line)).toHaveLength(1);
  });

  it.each([
    ['src/i18n/catalogues.ts', "import.meta.glob('../../locales/*.json')"],
    ['src/app/qa/replay-cli.test.ts', "const root = path.resolve(import.meta.dirname, '../../..');"],
    ['tests/spec-lists.ts', "path.resolve(import.meta.dirname, '../docs/spec')"],
    ['docs/api-layer.md', 'a test reads `docs/spec/endpoints.txt`'],
    ['src/app/router.tsx', "import { x } from '../state/y'; // spread {...a} and a..b ranges"],
  ])('accepts %s: %s', (file, line) => {
    expect(outsideReferences(file, line)).toEqual([]);
  });
});
