// Adds or updates translations: `node scripts/i18n-add.mjs entries.json` where entries.json is
// { "<id>": { "en": "…", "zh-CN": "…", "zh-TW": "…", "fr": "…", "es": "…" } }.
// A lock directory makes concurrent runs safe; every entry must name all five languages.
import { mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, ROOT, localeFile, readJson, writeCatalogue } from './i18n-shared.mjs';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/i18n-add.mjs entries.json');
  process.exit(2);
}
const entries = JSON.parse(readFileSync(file, 'utf8'));
for (const [id, texts] of Object.entries(entries)) {
  const lacking = LOCALES.filter((l) => typeof texts[l] !== 'string' || texts[l] === '');
  if (lacking.length) {
    console.error(`${id}: no text for ${lacking.join(', ')}`);
    process.exit(1);
  }
}
const lock = path.join(ROOT, 'locales/.lock');
const deadline = Date.now() + 30_000;
for (;;) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (Date.now() > deadline) {
      console.error('locales/.lock held for 30 s; remove it if no other run is going');
      process.exit(1);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
try {
  for (const locale of LOCALES) {
    const catalogue = readJson(localeFile(locale));
    for (const [id, texts] of Object.entries(entries)) catalogue[id] = texts[locale];
    writeCatalogue(localeFile(locale), catalogue);
  }
  console.log(`added ${Object.keys(entries).length} entries to ${LOCALES.length} catalogues`);
} finally {
  rmdirSync(lock);
}
