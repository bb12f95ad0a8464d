// Adds or updates translations: `node scripts/i18n-add.mjs entries.json` where entries.json is
// { "<id>": { "en": "…", "zh-CN": "…", "zh-TW": "…", "fr": "…", "es": "…" } }.
// A lock directory makes concurrent runs safe; every entry must name all five languages. French
// texts get their no-break spaces before : ; ! ? (french-spacing.mjs).
import { readFileSync } from 'node:fs';
import { LOCALES, localeFile, readJson, typeset, withCatalogueLock, writeCatalogue } from './i18n-shared.mjs';

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
try {
  await withCatalogueLock(() => {
    for (const locale of LOCALES) {
      const catalogue = readJson(localeFile(locale));
      for (const [id, texts] of Object.entries(entries)) catalogue[id] = typeset(locale, texts[locale]);
      writeCatalogue(localeFile(locale), catalogue);
    }
  });
  console.log(`added ${Object.keys(entries).length} entries to ${LOCALES.length} catalogues`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
