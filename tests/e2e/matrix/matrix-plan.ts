/**
 * Which languages and widths the walk covers. `npm run test:matrix` (MATRIX=full) takes every
 * language at every width; CI (the default) takes the same fixed slice every run: every page at
 * 375 px in all five languages, and at 1280 px in French (the longest texts, so the one most
 * likely to break a wide layout too). MATRIX_LANGS / MATRIX_WIDTHS / MATRIX_PAGES (comma lists;
 * pages by name substring) narrow a run while working on one corner of it.
 */

export const MATRIX_LOCALES = ['zh-CN', 'zh-TW', 'en', 'fr', 'es'] as const;
export type MatrixLocale = (typeof MATRIX_LOCALES)[number];

/** Phone heights go with each width so fixed bars sit where they do on a real device. */
export const MATRIX_VIEWPORTS = {
  375: { width: 375, height: 812 },
  414: { width: 414, height: 896 },
  768: { width: 768, height: 1024 },
  1280: { width: 1280, height: 800 },
} as const;
export type MatrixWidth = keyof typeof MATRIX_VIEWPORTS;
const WIDTHS = [375, 414, 768, 1280] as const satisfies readonly MatrixWidth[];

/** The language CI also walks at 1280 px. */
export const CI_WIDE_LOCALE: MatrixLocale = 'fr';

export interface LanguageRun {
  lang: MatrixLocale;
  widths: MatrixWidth[];
}

function list(value: string | undefined): string[] | null {
  const items = (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return items.length ? items : null;
}

export function matrixPlan(env: NodeJS.ProcessEnv = process.env): LanguageRun[] {
  const full = env.MATRIX === 'full';
  const langs = list(env.MATRIX_LANGS) ?? MATRIX_LOCALES;
  const widths = (list(env.MATRIX_WIDTHS)?.map(Number) ?? WIDTHS) as MatrixWidth[];
  return MATRIX_LOCALES.filter((lang) => langs.includes(lang))
    .map((lang) => ({
      lang,
      widths: WIDTHS.filter((w) => widths.includes(w) && (full || w === 375 || (w === 1280 && lang === CI_WIDE_LOCALE))),
    }))
    .filter((run) => run.widths.length > 0);
}

/** Page names to keep (substrings), or null for all. */
export function pageFilter(env: NodeJS.ProcessEnv = process.env): ((name: string) => boolean) {
  const wanted = list(env.MATRIX_PAGES);
  return (name) => !wanted || wanted.some((w) => name.includes(w));
}
