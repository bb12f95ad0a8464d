// Exports the catalogues for a translation platform, in the formatjs CLI's crowdin or transifex
// format: source.json (every id with its English text and description, extracted from the code
// by `formatjs extract --format <format>`) and one <locale>.json a language with its current
// translations, in the same shape, for the platform's translation upload.
//   node scripts/i18n-export.mjs [--format crowdin|transifex] [--out i18n-exchange/<format>]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { EXTRACT_ARGS, LOCALES, ROOT, formatjs, localeFile, readJson, writeCatalogue } from './i18n-shared.mjs';

/** The two platform shapes formatjs knows: the text's key and the note's key. */
export const FORMATS = {
  crowdin: { text: 'message', note: 'description' },
  transifex: { text: 'string', note: 'developer_comment' },
};

const { values } = parseArgs({ options: { format: { type: 'string', default: 'crowdin' }, out: { type: 'string' } } });
const shape = FORMATS[values.format];
if (!shape) {
  console.error(`i18n:export: --format is crowdin or transifex, not "${values.format}"`);
  process.exit(2);
}
const out = path.resolve(ROOT, values.out ?? `i18n-exchange/${values.format}`);
mkdirSync(out, { recursive: true });

const sourceFile = path.join(out, 'source.json');
try {
  formatjs(['extract', ...EXTRACT_ARGS, '--format', values.format, '--out-file', sourceFile, '--throws']);
} catch (error) {
  console.error(`i18n:export: extraction failed\n${error.stderr ?? error.message}`);
  process.exit(1);
}
const source = readJson(sourceFile);
writeCatalogue(sourceFile, source);
console.log(`${path.relative(ROOT, sourceFile)}: ${Object.keys(source).length} source strings`);

for (const locale of LOCALES) {
  const catalogue = readJson(localeFile(locale));
  const entries = {};
  let untranslated = 0;
  for (const [id, entry] of Object.entries(source)) {
    if (typeof catalogue[id] !== 'string') {
      untranslated += 1;
      continue;
    }
    entries[id] = { [shape.text]: catalogue[id], ...(entry[shape.note] ? { [shape.note]: entry[shape.note] } : {}) };
  }
  const file = path.join(out, `${locale}.json`);
  writeCatalogue(file, entries);
  console.log(`${path.relative(ROOT, file)}: ${Object.keys(entries).length} translated, ${untranslated} to translate`);
}
