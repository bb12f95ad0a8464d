// Writes the source catalogue (locales/source/messages.json) from the code with the formatjs CLI,
// then the pseudo-locale catalogue from it (locales/pseudo/en-XA.json), so both stay in step.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { EXTRACT_ARGS, FORMATJS, ROOT, SOURCE_FILE, readJson, writeCatalogue } from './i18n-shared.mjs';
import { writePseudoCatalogue } from './i18n-pseudo.mjs';

execFileSync(FORMATJS, ['extract', ...EXTRACT_ARGS, '--out-file', SOURCE_FILE, '--throws'], { cwd: ROOT, stdio: 'inherit' });
writeCatalogue(SOURCE_FILE, readJson(SOURCE_FILE));
console.log(`extracted ${Object.keys(readJson(SOURCE_FILE)).length} messages to ${path.relative(ROOT, SOURCE_FILE)}`);
const pseudo = writePseudoCatalogue('en-XA');
console.log(`wrote the pseudo-locale catalogue ${path.relative(ROOT, pseudo.file)}`);
