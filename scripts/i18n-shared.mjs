// Shared by the i18n scripts: where the catalogues live and how to read them.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const LOCALES = ['zh-CN', 'zh-TW', 'en', 'fr', 'es'];
export const SOURCE_FILE = path.join(ROOT, 'locales/source/messages.json');
export const localeFile = (locale) => path.join(ROOT, `locales/${locale}.json`);

export function readJson(file, fallback = {}) {
  if (!existsSync(file)) return fallback;
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Catalogues are written sorted by id, two-space indented, so diffs stay small for translators. */
export function writeCatalogue(file, messages) {
  const sorted = Object.fromEntries(Object.keys(messages).sort().map((id) => [id, messages[id]]));
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}
