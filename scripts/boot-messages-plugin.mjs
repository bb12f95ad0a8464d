// `virtual:boot-messages`: the texts of the views shown when a language catalogue fails to load or
// the first page is long in coming (src/i18n/boot-notice.tsx), taken at build time from every
// catalogue in locales/. The failed catalogue cannot supply them and any other is a chunk that may
// fail the same way, so these few (src/i18n/boot-message-ids.json) live in the entry itself, about
// two kilobytes in all five languages. They stay translated where every text is: the catalogues,
// with the usual tools.
import { readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import path from 'node:path';
import { LOCALES, localeFile, ROOT } from './i18n-shared.mjs';

const VIRTUAL_ID = 'virtual:boot-messages';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const IDS_FILE = path.join(ROOT, 'src/i18n/boot-message-ids.json');

/**
 * `precompiled`: the texts as ICU ASTs, for production builds, whose react-intl has no parser
 * (scripts/vite/precompiled-messages.ts).
 * @param {{ precompiled?: boolean }} [options]
 * @returns {import('vite').Plugin}
 */
export function bootMessagesPlugin({ precompiled = false } = {}) {
  return {
    name: 'acc-boot-messages',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      this.addWatchFile(IDS_FILE);
      /** @type {string[]} */
      const ids = JSON.parse(readFileSync(IDS_FILE, 'utf8'));
      /** @type {Record<string, Record<string, unknown>>} */
      const byLocale = {};
      for (const locale of LOCALES) {
        const file = localeFile(locale);
        this.addWatchFile(file);
        const catalogue = JSON.parse(readFileSync(file, 'utf8'));
        byLocale[locale] = {};
        for (const messageId of ids) {
          if (typeof catalogue[messageId] !== 'string') this.error(`locales/${locale}.json has no text for ${messageId}`);
          const text = catalogue[messageId];
          byLocale[locale][messageId] = precompiled ? parse(text, { locale: new Intl.Locale(locale) }) : text;
        }
      }
      return `export default ${JSON.stringify(byLocale)};`;
    },
  };
}
