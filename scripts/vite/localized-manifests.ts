import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LOCALES, type Locale } from '../../src/lib/constants.ts';
import { localizedManifestUrl } from '../../src/lib/web-app-manifest.ts';

/** The catalogue texts a manifest takes: the shop's name and its one-line description. */
const NAME_ID = 'page.launch';
const DESCRIPTION_ID = 'login.brand';

/**
 * The web app manifest in each of the five languages (issue 16: name and description in the
 * shopper's language where the platform allows): public/manifest.webmanifest is the template and
 * the language-neutral default index.html links; each language's copy takes its name and
 * description from that language's catalogue, so translators keep them with every other text.
 * The document host points the manifest link at the shopper's language (src/app/hosts/document-host.tsx);
 * Chromium reads the manifest again when the link changes, so installing names the shop in it.
 */
export function localizedManifest(template: Record<string, unknown>, lang: Locale, catalogue: Record<string, string>): Record<string, unknown> {
  const name = catalogue[NAME_ID];
  const description = catalogue[DESCRIPTION_ID];
  if (!name || !description) throw new Error(`manifest: the ${lang} catalogue lacks ${NAME_ID} or ${DESCRIPTION_ID}`);
  return { ...template, lang, name, description };
}

export function localizedManifests(root: string): Plugin {
  const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;
  const body = (lang: Locale) =>
    `${JSON.stringify(localizedManifest(read('public/manifest.webmanifest'), lang, read(`locales/${lang}.json`) as Record<string, string>), null, 2)}\n`;
  return {
    name: 'acc-plus:localized-manifests',
    generateBundle() {
      for (const lang of LOCALES) this.emitFile({ type: 'asset', fileName: localizedManifestUrl(lang).slice(1), source: body(lang) });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        // Only a manifest's address reads the catalogues (the dev server's every other request passes by).
        const lang = LOCALES.find((locale) => localizedManifestUrl(locale) === request.url?.split('?')[0]);
        if (!lang) {
          next();
          return;
        }
        response.setHeader('Content-Type', 'application/manifest+json');
        response.end(body(lang));
      });
    },
  };
}
