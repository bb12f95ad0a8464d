// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A class a component or a stylesheet names must exist. CSS Modules turn a missing one into
 * nothing, silently: `styles.gone` is `undefined` and `composes: gone from './x.module.css'` adds no
 * rules, so a removed class leaves an element unstyled with no error from the build or the type
 * check (a failed page's "Back to home" lost its look so when its class was removed).
 */
const SRC = path.resolve(import.meta.dirname, '../src');

function filesUnder(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, test);
    return test(entry.name) ? [full] : [];
  });
}

const cssCache = new Map<string, string>();
function css(file: string): string {
  let text = cssCache.get(file);
  if (text === undefined) {
    text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    cssCache.set(file, text);
  }
  return text;
}

const defines = (file: string, name: string) => new RegExp(`\\.${name}(?![\\w-])`).test(css(file));
const relative = (file: string) => path.relative(SRC, file);

/** `styles.x` and `styles['x']` in a module that imports `styles` from a .module.css file. */
function missingInComponents(): string[] {
  const missing: string[] = [];
  for (const file of filesUnder(SRC, (name) => /\.tsx?$/.test(name))) {
    const text = readFileSync(file, 'utf8');
    for (const [, binding, from] of text.matchAll(/import (\w+) from '([^']+\.module\.css)'/g)) {
      const sheet = path.resolve(path.dirname(file), from.replace(/^@\//, `${path.relative(path.dirname(file), SRC)}/`));
      const used = new Set<string>();
      for (const [, name] of text.matchAll(new RegExp(`\\b${binding}\\.(\\w+)`, 'g'))) used.add(name);
      for (const [, name] of text.matchAll(new RegExp(`\\b${binding}\\[['"]([\\w-]+)['"]\\]`, 'g'))) used.add(name);
      for (const name of used) if (!defines(sheet, name)) missing.push(`${relative(file)}: ${binding}.${name} (not in ${relative(sheet)})`);
    }
  }
  return missing;
}

/** `composes: a b;` (this sheet) and `composes: a b from './other.module.css';`. */
function missingInComposes(): string[] {
  const missing: string[] = [];
  for (const file of filesUnder(SRC, (name) => name.endsWith('.module.css'))) {
    for (const [, names, from] of css(file).matchAll(/composes:\s*([\w\s-]+?)(?:\s+from\s+['"]([^'"]+)['"])?\s*;/g)) {
      const sheet = from ? path.resolve(path.dirname(file), from) : file;
      for (const name of names.trim().split(/\s+/)) if (!defines(sheet, name)) missing.push(`${relative(file)}: composes ${name} (not in ${relative(sheet)})`);
    }
  }
  return missing;
}

describe('CSS Modules', () => {
  it('every class a component reads from its stylesheet is defined there', () => {
    expect(missingInComponents()).toEqual([]);
  });

  it('every class a stylesheet composes is defined where it says', () => {
    expect(missingInComposes()).toEqual([]);
  });
});
