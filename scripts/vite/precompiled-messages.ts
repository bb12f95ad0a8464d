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

/**
 * A catalogue's JSON (ICU strings by id) as a module whose default export is the same ids with
 * their ASTs. It reads them with JSON.parse, unlike a JSON module (which the bundler writes out as
 * an object literal): V8 reads a string much faster than it parses and runs a literal of the same
 * data. The default catalogue is about 114 KB, preloaded with the entry; cold, measured in node,
 * 5.3 against 11.5 ms, about four times that on a phone (issue 12).
 */
export function catalogueModule(json: string, language: string): string {
  const locale = new Intl.Locale(language);
  const messages = JSON.parse(json) as Record<string, string>;
  const ast = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text, { locale })]));
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(ast))});`;
}

export function precompiledMessages(): Plugin[] {
  return [
    {
      name: 'acc:catalogues-as-ast',
      apply: 'build',
      enforce: 'pre',
      transform(code, id) {
        const match = CATALOGUE.exec(id);
        if (!match) return null;
        return { code: catalogueModule(code, match[2]), moduleType: 'js', map: null };
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
