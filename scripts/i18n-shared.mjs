// Shared by the i18n scripts: where the catalogues live, how to read and write them, the lock
// that makes concurrent writers safe, the formatjs CLI and the ICU checks.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { frenchSpacing } from './french-spacing.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const LOCALES = ['zh-CN', 'zh-TW', 'en', 'fr', 'es'];
export const SOURCE_FILE = path.join(ROOT, 'locales/source/messages.json');
export const PSEUDO_DIR = path.join(ROOT, 'locales/pseudo');
export const localeFile = (locale) => path.join(ROOT, `locales/${locale}.json`);
export const FORMATJS = path.join(ROOT, 'node_modules/.bin/formatjs');
/** What `i18n:extract` reads: the app's code, without tests and type declarations. */
export const EXTRACT_ARGS = ['src/**/*.{ts,tsx}', '--ignore', 'src/**/*.test.{ts,tsx}', '--ignore', 'src/**/*.d.ts'];

/** A translation as a catalogue keeps it: French with its no-break spaces (french-spacing.mjs). */
export function typeset(locale, text) {
  return locale === 'fr' ? frenchSpacing(text) : text;
}

export function readJson(file, fallback = {}) {
  if (!existsSync(file)) return fallback;
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Catalogues are written sorted by id, two-space indented, so diffs stay small for translators. */
export function writeCatalogue(file, messages) {
  const sorted = Object.fromEntries(Object.keys(messages).sort().map((id) => [id, messages[id]]));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}

export function formatjs(args, options = {}) {
  return execFileSync(FORMATJS, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });
}

/** Runs `work` holding locales/.lock, so two writers never interleave (i18n-add, i18n-import). */
export async function withCatalogueLock(work) {
  const lock = path.join(ROOT, 'locales/.lock');
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error('locales/.lock held for 30 s; remove it if no other run is going');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await work();
  } finally {
    rmdirSync(lock);
  }
}

function argumentsOf(elements, into = new Set()) {
  for (const el of elements) {
    if ('value' in el && el.type !== TYPE.literal && el.type !== TYPE.pound) into.add(el.value);
    if (el.options) for (const opt of Object.values(el.options)) argumentsOf(opt.value, into);
    if (el.children) argumentsOf(el.children, into);
  }
  return into;
}

/** The placeholder and tag names a message uses, sorted and joined; throws on invalid ICU. */
export function placeholdersOf(message) {
  return [...argumentsOf(parse(message, { ignoreTag: false }))].sort().join(',');
}

/**
 * Why a translation cannot go into a catalogue, or null when it can: invalid ICU, or placeholders
 * other than the English source's (a renamed {count} would fail at runtime).
 */
export function translationProblem(text, sourceText) {
  if (typeof text !== 'string') return 'not a string';
  let own;
  try {
    own = placeholdersOf(text);
  } catch (error) {
    return `invalid ICU (${error.message})`;
  }
  if (sourceText !== undefined && own !== placeholdersOf(sourceText)) {
    return `placeholders {${own}} differ from the source's {${placeholdersOf(sourceText)}}`;
  }
  return null;
}

/** The words of a message without its ICU syntax and placeholder names (for "left in English"). */
export function literalText(message) {
  const walk = (elements) =>
    elements
      .map((el) => {
        if (el.type === TYPE.literal) return el.value;
        if (el.options) return Object.values(el.options).map((o) => walk(o.value)).join(' ');
        if (el.children) return walk(el.children);
        return ' ';
      })
      .join('');
  try {
    return walk(parse(message, { ignoreTag: false }));
  } catch {
    return message;
  }
}
