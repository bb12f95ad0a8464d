// Writes the source catalogue (locales/source/messages.json) from the code with the formatjs CLI.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, SOURCE_FILE, readJson, writeCatalogue } from './i18n-shared.mjs';

const bin = path.join(ROOT, 'node_modules/.bin/formatjs');
execFileSync(
  bin,
  ['extract', 'src/**/*.{ts,tsx}', '--ignore', 'src/**/*.test.{ts,tsx}', '--ignore', 'src/**/*.d.ts', '--out-file', SOURCE_FILE, '--throws'],
  { cwd: ROOT, stdio: 'inherit' },
);
writeCatalogue(SOURCE_FILE, readJson(SOURCE_FILE));
console.log(`extracted ${Object.keys(readJson(SOURCE_FILE)).length} messages to ${path.relative(ROOT, SOURCE_FILE)}`);
