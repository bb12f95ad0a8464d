// Pseudo-locale catalogue: `formatjs compile --pseudo-locale` over the source catalogue, printed
// back to ICU text so the app loads it like any catalogue. Open the app with ?pseudo=1 to see it:
// every string from the catalogue reads "[Ƈȧȧřŧ]", so English left on screen bypassed the catalogue.
//   node scripts/i18n-pseudo.mjs [--locale en-XA|en-XB|xx-LS|xx-AC|xx-HA] [--quiet]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import { PSEUDO_DIR, ROOT, SOURCE_FILE, formatjs, writeCatalogue } from './i18n-shared.mjs';

export const PSEUDO_LOCALES = ['en-XA', 'en-XB', 'xx-LS', 'xx-AC', 'xx-HA'];

export function writePseudoCatalogue(locale = 'en-XA') {
  if (!PSEUDO_LOCALES.includes(locale)) throw new Error(`unknown pseudo locale ${locale} (${PSEUDO_LOCALES.join(', ')})`);
  const dir = mkdtempSync(path.join(tmpdir(), 'acc-pseudo-'));
  try {
    const ast = path.join(dir, 'ast.json');
    // --ast is required by formatjs for pseudo locales; the AST is printed back to ICU text below.
    formatjs(['compile', SOURCE_FILE, '--ast', '--pseudo-locale', locale, '--out-file', ast]);
    const compiled = JSON.parse(readFileSync(ast, 'utf8'));
    const messages = Object.fromEntries(Object.entries(compiled).map(([id, elements]) => [id, printAST(elements)]));
    const file = path.join(PSEUDO_DIR, `${locale}.json`);
    writeCatalogue(file, messages);
    return { file, count: Object.keys(messages).length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { locale: { type: 'string', default: 'en-XA' }, quiet: { type: 'boolean', default: false } } });
  try {
    const { file, count } = writePseudoCatalogue(values.locale);
    if (!values.quiet) console.log(`wrote ${count} pseudo-localized messages to ${path.relative(ROOT, file)}; open the app with ?pseudo=1`);
  } catch (error) {
    console.error(`i18n:pseudo: ${error.stderr?.toString().trim() || error.message}`);
    process.exit(1);
  }
}
