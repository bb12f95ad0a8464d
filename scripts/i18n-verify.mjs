// Verifies every catalogue against the source catalogue and reports, per locale: missing and
// extra ids, invalid ICU, placeholders that differ from the source, and strings left identical to
// English. Fails on missing ids, invalid ICU and placeholder mismatches (each breaks a screen), on a
// French text with a plain space before its punctuation (a line could start with the mark) and
// on extra ids (orphans no screen shows; `npm run i18n:extract` removes them); English look-alikes
// are reported only. Also checks that every id TRANSLATING.md
// lists as overridable by the server's language pack still exists (those ids must stay stable).
//   node scripts/i18n-verify.mjs [--show-identical]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, ROOT, SOURCE_FILE, literalText, localeFile, readJson, translationProblem, typeset } from './i18n-shared.mjs';

const SHOWN = process.argv.includes('--show-identical') ? Infinity : 8;
const source = readJson(SOURCE_FILE);
const ids = Object.keys(source);
const english = readJson(localeFile('en'));
let failures = 0;
const fail = (line) => {
  failures += 1;
  console.error(`  ✗ ${line}`);
};
const list = (label, items, limit = Infinity) => {
  if (!items.length) return;
  const shown = items.slice(0, limit);
  console.log(`  ${label}: ${shown.join(', ')}${items.length > shown.length ? `, … ${items.length - shown.length} more` : ''}`);
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
  const broken = [];
  const sameAsEnglish = [];
  for (const [id, text] of Object.entries(catalogue)) {
    const problem = translationProblem(text, source[id]?.defaultMessage);
    if (problem) broken.push(`${id}: ${problem}`);
    else if (typeset(locale, text) !== text) broken.push(`${id}: a plain space before : ; ! ? » or after « (a line may break there; npm run i18n:add and i18n:import write the no-break one)`);
    else if (locale !== 'en' && english[id] === text && /\p{L}{3,}/u.test(literalText(text))) sameAsEnglish.push(id);
  }
  console.log(
    `${locale}: ${Object.keys(catalogue).length} ids, ${missing.length} missing, ${extra.length} extra, ` +
      `${broken.length} invalid ICU, placeholders or spacing, ${sameAsEnglish.length} identical to English`,
  );
  missing.forEach((id) => fail(`${locale}: missing ${id}`));
  broken.forEach((line) => fail(`${locale}: ${line}`));
  extra.forEach((id) => fail(`${locale}: ${id} is not in the code (run npm run i18n:extract to drop it)`));
  list('identical to English (fine for names and loanwords; check the rest)', sameAsEnglish, SHOWN);
}

// The ids the server's language pack may override: listed in TRANSLATING.md, kept stable.
const guide = readFileSync(path.join(ROOT, 'TRANSLATING.md'), 'utf8');
const block = /<!-- server-overridable:start -->([\s\S]*?)<!-- server-overridable:end -->/.exec(guide);
if (!block) fail('TRANSLATING.md has no server-overridable id list');
else {
  const listed = [...block[1].matchAll(/`([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+)`/g)].map((m) => m[1]);
  const gone = listed.filter((id) => !(id in source));
  console.log(`server-overridable ids: ${listed.length} listed in TRANSLATING.md, ${gone.length} missing from the code`);
  gone.forEach((id) => fail(`server-overridable id ${id} is no longer in the code: the server's language pack would stop applying`));
}

if (failures) {
  console.error(`i18n verify: ${failures} problem(s)`);
  process.exit(1);
}
console.log('i18n verify: all catalogues complete');
