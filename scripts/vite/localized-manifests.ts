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
  const files = () => {
    const template = read('public/manifest.webmanifest');
    return LOCALES.map((lang) => ({
      url: localizedManifestUrl(lang),
      body: `${JSON.stringify(localizedManifest(template, lang, read(`locales/${lang}.json`) as Record<string, string>), null, 2)}\n`,
    }));
  };
  return {
    name: 'acc-plus:localized-manifests',
    generateBundle() {
      for (const { url, body } of files()) this.emitFile({ type: 'asset', fileName: url.slice(1), source: body });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const found = files().find((file) => file.url === request.url?.split('?')[0]);
        if (!found) {
          next();
          return;
        }
        response.setHeader('Content-Type', 'application/manifest+json');
        response.end(found.body);
      });
    },
  };
}
