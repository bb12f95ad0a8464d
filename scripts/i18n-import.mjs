// Imports translations back from a translation platform (crowdin or transifex format):
//   node scripts/i18n-import.mjs <file.json> --locale fr [--format crowdin|transifex] [--dry-run]
//   node scripts/i18n-import.mjs <dir>       [--format …] [--dry-run]   (every <locale>.json in it)
// `formatjs compile --format <format>` reads the platform file; each translation is then checked
// against the source catalogue (known id, valid ICU, the same placeholders) before it is merged
// into locales/<locale>.json under the catalogue lock (French with its no-break spaces before : ; ! ?,
// french-spacing.mjs). Rejected entries are listed; exit code 1.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LOCALES, ROOT, SOURCE_FILE, formatjs, localeFile, readJson, translationProblem, typeset, withCatalogueLock, writeCatalogue } from './i18n-shared.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { locale: { type: 'string' }, format: { type: 'string', default: 'crowdin' }, 'dry-run': { type: 'boolean', default: false } },
});
const stop = (message, code = 2) => {
  console.error(`i18n:import: ${message}`);
  process.exit(code);
};
if (positionals.length !== 1) stop('usage: node scripts/i18n-import.mjs <file.json> --locale <locale> | <dir> [--format crowdin|transifex] [--dry-run]');
if (!['crowdin', 'transifex'].includes(values.format)) stop(`--format is crowdin or transifex, not "${values.format}"`);
const target = path.resolve(positionals[0]);
if (!existsSync(target)) stop(`${positionals[0]}: no such file or directory`);

const jobs = statSync(target).isDirectory()
  ? LOCALES.filter((l) => existsSync(path.join(target, `${l}.json`))).map((l) => ({ locale: l, file: path.join(target, `${l}.json`) }))
  : [{ locale: values.locale, file: target }];
for (const job of jobs) if (!LOCALES.includes(job.locale)) stop(`--locale is one of ${LOCALES.join(', ')}`);
if (!jobs.length) stop(`${positionals[0]} holds no <locale>.json for ${LOCALES.join(', ')}`);

const source = readJson(SOURCE_FILE);
const work = mkdtempSync(path.join(tmpdir(), 'acc-import-'));
let rejectedTotal = 0;
try {
  const plans = jobs.map(({ locale, file }) => {
    let raw;
    try {
      raw = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      stop(`${file}: not valid JSON (${error.message})`);
    }
    // formatjs reads the platform's shape; with --skip-errors it leaves out messages that do not parse.
    const compiled = path.join(work, `${locale}.json`);
    formatjs(['compile', file, '--format', values.format, '--skip-errors', '--out-file', compiled]);
    const texts = readJson(compiled);
    const accepted = {};
    const rejected = [];
    for (const id of Object.keys(raw)) {
      if (!(id in source)) rejected.push(`${id}: not an id of the app`);
      else if (!(id in texts)) rejected.push(`${id}: invalid ICU`);
      else if (texts[id] === '') continue;
      else {
        const problem = translationProblem(texts[id], source[id].defaultMessage);
        if (problem) rejected.push(`${id}: ${problem}`);
        else accepted[id] = typeset(locale, texts[id]);
      }
    }
    return { locale, file, accepted, rejected };
  });

  await withCatalogueLock(() => {
    for (const { locale, file, accepted, rejected } of plans) {
      const catalogue = readJson(localeFile(locale));
      const changed = Object.keys(accepted).filter((id) => catalogue[id] !== accepted[id]);
      console.log(
        `${locale} (${path.relative(ROOT, file)}): ${changed.length} new or changed, ` +
          `${Object.keys(accepted).length - changed.length} unchanged, ${rejected.length} rejected`,
      );
      rejected.forEach((line) => console.error(`  ✗ ${line}`));
      rejectedTotal += rejected.length;
      if (values['dry-run'] || !changed.length) continue;
      for (const id of changed) catalogue[id] = accepted[id];
      writeCatalogue(localeFile(locale), catalogue);
    }
  });
} catch (error) {
  stop(error.stderr?.toString().trim() || error.message, 1);
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (values['dry-run']) console.log('dry run: no catalogue was written');
if (rejectedTotal) process.exit(1);
