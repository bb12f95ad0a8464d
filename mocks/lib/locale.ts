/** The five interface languages; the demo answers names and descriptions in the `lang` header's. */
export const DEMO_LOCALES = ['zh-CN', 'zh-TW', 'en', 'fr', 'es'] as const;
export type DemoLocale = (typeof DEMO_LOCALES)[number];

/** A text in every interface language. */
export type L10n = Record<DemoLocale, string>;

export function l10n(en: string, zhCN: string, zhTW: string, fr: string, es: string): L10n {
  return { en, 'zh-CN': zhCN, 'zh-TW': zhTW, fr, es };
}

/** Loose codes ('zh', 'zh_TW', 'en-US', 'ZH-cn') map onto the five; anything else is English. */
export function localeOf(header: string | null | undefined): DemoLocale {
  const code = (header ?? '').trim().replace('_', '-').toLowerCase();
  if (!code) return 'en';
  const exact = DEMO_LOCALES.find((l) => l.toLowerCase() === code);
  if (exact) return exact;
  if (code === 'zh' || code === 'zh-hans' || code === 'cn' || code === 'zh-sg') return 'zh-CN';
  if (code.startsWith('zh')) return 'zh-TW';
  const base = code.split('-')[0];
  return DEMO_LOCALES.find((l) => l === base) ?? 'en';
}

/** Joins localized parts with each language's own separator. */
export function mapL10n(fn: (locale: DemoLocale) => string): L10n {
  return { en: fn('en'), 'zh-CN': fn('zh-CN'), 'zh-TW': fn('zh-TW'), fr: fn('fr'), es: fn('es') };
}
