import type { Locale } from './constants';

/** Where the web app manifest in a language is served (built by scripts/vite/localized-manifests.ts). */
export function localizedManifestUrl(lang: Locale): string {
  return `/manifest.${lang}.webmanifest`;
}
