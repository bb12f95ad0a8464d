/**
 * Which languages, widths and pages the walk covers. `npm run test:matrix` (MATRIX=full) judges
 * every page in every language at every width. CI (the default) takes the same fixed slice every
 * run, small enough for a 2-core CI machine inside its 30 minutes: every page once at 375 px and
 * once at 1280 px, the languages taking turns down the page list (page n at 375 px in language
 * n mod 5, at 1280 px in language n + 2 mod 5), so each language walks a fifth of the pages at each
 * width and no page goes unjudged at either; and every page at 320 px, the narrowest screen, in
 * French, the longest texts of the five, and in Traditional Chinese (CI_EVERY_PAGE_AT_320). With
 * the turns alone home met the narrow screen only in English, where a batch strip's prices fit,
 * and the search results' sort bar only in Chinese, where its five choices fit (session 34 found
 * both spilling at 375 px in a full run). A turn of the other three at 320 px as well cost CI225
 * 52 more views (about 70 s of its 1 619) and is left to the full run. The new-coupons pop-up,
 * one view with no page to open, is judged in every language at 320 px. MATRIX_LANGS /
 * MATRIX_WIDTHS / MATRIX_PAGES (comma lists; pages by name substring) narrow a run while working
 * on one corner of it.
 */

export const MATRIX_LOCALES = ['zh-CN', 'zh-TW', 'en', 'fr', 'es'] as const;
export type MatrixLocale = (typeof MATRIX_LOCALES)[number];

/**
 * Phone heights go with each width so fixed bars sit where they do on a real device. 320 px is the
 * narrowest the shop is whole at (README, "Whole at 320 px"): a first-generation iPhone SE, or a
 * larger phone zoomed for bigger text. 740 px is the one short screen: a phone on its side, 300 px
 * tall, where the bars take a third of the height (its sheets: phone-on-its-side.e2e.test.ts).
 */
export const MATRIX_VIEWPORTS = {
  320: { width: 320, height: 568 },
  375: { width: 375, height: 812 },
  414: { width: 414, height: 896 },
  /** A phone on its side: a 360 × 740 px phone turned, less the browser's address bar (full run only). */
  740: { width: 740, height: 300 },
  768: { width: 768, height: 1024 },
  1280: { width: 1280, height: 800 },
} as const;
export type MatrixWidth = keyof typeof MATRIX_VIEWPORTS;
const WIDTHS = [320, 375, 414, 740, 768, 1280] as const satisfies readonly MatrixWidth[];

/** CI's widths: the narrowest screen, the phone the shop is designed at, and a desktop (the page centred beyond 960 px). */
const CI_WIDTHS = [320, 375, 1280] as const satisfies readonly MatrixWidth[];
/** How far down the language list 1280 px is from 375 px: a page meets two languages in CI. */
const CI_WIDE_OFFSET = 2;
/**
 * Every page at 320 px in CI in these: French, whose texts run longest (its catalogue is the
 * largest), and Traditional Chinese, whose short labels break anywhere (a last character alone on a
 * line: '說明與意見回' and '饋' on Me, found in session 53 once CI had a Chinese font).
 */
const CI_EVERY_PAGE_AT_320: readonly MatrixLocale[] = ['fr', 'zh-TW'];

export interface LanguageRun {
  lang: MatrixLocale;
  /** Every width the run may judge at (the name of the test). */
  widths: MatrixWidth[];
  /** The widths the n-th page of a list is judged at in this run ([]: not visited). */
  widthsFor: (index: number) => MatrixWidth[];
  /** The widths a one-off overlay (the new-coupons pop-up) is judged at. */
  overlayWidths: MatrixWidth[];
}

function list(value: string | undefined): string[] | null {
  const items = (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return items.length ? items : null;
}

export function matrixPlan(env: NodeJS.ProcessEnv = process.env): LanguageRun[] {
  const full = env.MATRIX === 'full';
  const langs = list(env.MATRIX_LANGS) ?? MATRIX_LOCALES;
  const allowed = (list(env.MATRIX_WIDTHS)?.map(Number) ?? WIDTHS) as MatrixWidth[];
  const count = MATRIX_LOCALES.length;
  return MATRIX_LOCALES.map((lang, turn) => {
    const widths = (full ? WIDTHS : CI_WIDTHS).filter((w) => allowed.includes(w));
    const ciWidthsFor = (index: number) =>
      widths.filter((w) =>
        w === 320 ? CI_EVERY_PAGE_AT_320.includes(lang) : (index + (w === 375 ? 0 : CI_WIDE_OFFSET)) % count === turn,
      );
    return { lang, widths, widthsFor: full ? () => widths : ciWidthsFor, overlayWidths: full ? widths : widths.filter((w) => w === 320) };
  }).filter((run) => langs.includes(run.lang) && run.widths.length > 0);
}

/** Page names to keep (substrings), or null for all. */
export function pageFilter(env: NodeJS.ProcessEnv = process.env): ((name: string) => boolean) {
  const wanted = list(env.MATRIX_PAGES);
  return (name) => !wanted || wanted.some((w) => name.includes(w));
}
