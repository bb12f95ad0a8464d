// Writes the source catalogue (locales/source/messages.json) from the code with the formatjs CLI,
// then the pseudo-locale catalogue from it (locales/pseudo/en-XA.json), so both stay in step, and
// drops from every language catalogue the ids the code no longer has (issue 14: an orphan id is a
// text translators keep paying for that no screen shows). Add texts after their code is written.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { EXTRACT_ARGS, FORMATJS, LOCALES, ROOT, SOURCE_FILE, localeFile, readJson, withCatalogueLock, writeCatalogue } from './i18n-shared.mjs';
import { writePseudoCatalogue } from './i18n-pseudo.mjs';

execFileSync(FORMATJS, ['extract', ...EXTRACT_ARGS, '--out-file', SOURCE_FILE, '--throws'], { cwd: ROOT, stdio: 'inherit' });
writeCatalogue(SOURCE_FILE, readJson(SOURCE_FILE));
console.log(`extracted ${Object.keys(readJson(SOURCE_FILE)).length} messages to ${path.relative(ROOT, SOURCE_FILE)}`);
const pseudo = writePseudoCatalogue('en-XA');
console.log(`wrote the pseudo-locale catalogue ${path.relative(ROOT, pseudo.file)}`);

const source = readJson(SOURCE_FILE);
await withCatalogueLock(() => {
  for (const locale of LOCALES) {
    const catalogue = readJson(localeFile(locale));
    const orphans = Object.keys(catalogue).filter((id) => !(id in source));
    if (!orphans.length) continue;
    writeCatalogue(localeFile(locale), Object.fromEntries(Object.entries(catalogue).filter(([id]) => id in source)));
    console.log(`${locale}: removed ${orphans.length} id(s) the code no longer has: ${orphans.join(', ')}`);
  }
});
