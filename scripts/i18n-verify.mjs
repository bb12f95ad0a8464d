// Verifies every catalogue against the source catalogue: missing and extra ids, invalid ICU,
// placeholders that differ from the source, and (reported, not failed) strings left as English.
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { LOCALES, SOURCE_FILE, localeFile, readJson } from './i18n-shared.mjs';

function argumentsOf(elements, into = new Set()) {
  for (const el of elements) {
    if ('value' in el && el.type !== TYPE.literal && el.type !== TYPE.pound) into.add(el.value);
    if (el.options) for (const opt of Object.values(el.options)) argumentsOf(opt.value, into);
    if (el.children) argumentsOf(el.children, into);
  }
  return into;
}

function args(message) {
  return [...argumentsOf(parse(message, { ignoreTag: false }))].sort().join(',');
}

const source = readJson(SOURCE_FILE);
const ids = Object.keys(source);
const english = readJson(localeFile('en'));
let failures = 0;
const fail = (line) => {
  failures += 1;
  console.error(`  ✗ ${line}`);
};

console.log(`source catalogue: ${ids.length} ids`);
for (const locale of LOCALES) {
  let catalogue;
  try {
    catalogue = readJson(localeFile(locale), null);
  } catch (error) {
    fail(`${locale}: does not parse (${error.message})`);
    continue;
  }
  if (!catalogue) {
    fail(`${locale}: locales/${locale}.json is missing`);
    continue;
  }
  const missing = ids.filter((id) => !(id in catalogue));
  const extra = Object.keys(catalogue).filter((id) => !(id in source));
  const invalid = [];
  const placeholderMismatch = [];
  const sameAsEnglish = [];
  for (const [id, text] of Object.entries(catalogue)) {
    if (typeof text !== 'string') {
      invalid.push(`${id} (not a string)`);
      continue;
    }
    let own;
    try {
      own = args(text);
    } catch (error) {
      invalid.push(`${id} (${error.message})`);
      continue;
    }
    const sourceText = source[id]?.defaultMessage;
    if (sourceText !== undefined && own !== args(sourceText)) placeholderMismatch.push(`${id} {${own}} ≠ {${args(sourceText)}}`);
    if (locale !== 'en' && english[id] === text && /\p{L}{3,}/u.test(text)) sameAsEnglish.push(id);
  }
  console.log(
    `${locale}: ${Object.keys(catalogue).length} ids, ${missing.length} missing, ${extra.length} extra, ` +
      `${invalid.length} invalid ICU, ${placeholderMismatch.length} placeholder mismatches, ${sameAsEnglish.length} identical to English`,
  );
  missing.forEach((id) => fail(`${locale}: missing ${id}`));
  extra.forEach((id) => fail(`${locale}: extra ${id}`));
  invalid.forEach((id) => fail(`${locale}: invalid ICU ${id}`));
  placeholderMismatch.forEach((id) => fail(`${locale}: placeholders ${id}`));
  if (sameAsEnglish.length && process.argv.includes('--show-identical')) {
    sameAsEnglish.forEach((id) => console.log(`  = ${locale}: ${id} left identical to English`));
  }
}
if (failures) {
  console.error(`i18n verify: ${failures} problem(s)`);
  process.exit(1);
}
console.log('i18n verify: all catalogues complete');
