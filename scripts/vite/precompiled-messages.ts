import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/**
 * Production builds ship the message catalogues precompiled, the way formatjs documents for
 * smaller bundles ("precompile with --ast, alias the parser to no-parser"): each catalogue
 * (locales/*.json, locales/pseudo/*.json) becomes ASTs at build time, and intl-messageformat,
 * @formatjs/intl and react-intl get the parser package without its parser, which keeps about
 * 26 KB of parser out of the entry chunk. The catalogue files themselves stay plain ICU strings
 * (what translators and `npm run i18n:verify` work with). Dev and tests keep the parser.
 *
 * The server's language pack comes as strings at run time: src/i18n/catalogues.ts parses it with
 * the full parser, which the app imports itself (a lazy chunk), so only library code is redirected.
 */
const CATALOGUE = /\/locales\/(pseudo\/)?([\w-]+)\.json$/;

export function precompiledMessages(): Plugin[] {
  return [
    {
      name: 'acc:catalogues-as-ast',
      apply: 'build',
      enforce: 'pre',
      transform(code, id) {
        const match = CATALOGUE.exec(id);
        if (!match) return null;
        const locale = new Intl.Locale(match[2]);
        const messages = JSON.parse(code) as Record<string, string>;
        const ast = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text, { locale })]));
        return { code: JSON.stringify(ast), map: null };
      },
    },
    {
      name: 'acc:icu-without-parser',
      apply: 'build',
      enforce: 'pre',
      async resolveId(source, importer, options) {
        if (source !== '@formatjs/icu-messageformat-parser' || !importer?.includes('/node_modules/')) return null;
        return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, { ...options, skipSelf: true });
      },
    },
  ];
}
