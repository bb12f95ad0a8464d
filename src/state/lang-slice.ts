import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/constants';

/**
 * curLang is stored under the spec's client key `lang`, with `lang_name` beside it.
 * The server's language pack is kept here (not persisted) so a replay shows the same texts.
 * `fallback` is spec section 1's "if loading fails, fall back to zh": the language of this launch
 * only, never persisted (only `lang` and `lang_name` are), so one failed launch does not turn the
 * shop Chinese for good and the stored pair stays consistent.
 */
export interface LangState {
  lang: Locale | '';
  lang_name: string;
  pack: Record<string, string>;
  fallback: Locale | '';
}

export const initialLangState: LangState = { lang: '', lang_name: '', pack: {}, fallback: '' };

/** Server codes are loose ('zh', 'zh-cn', 'zh_TW', 'en-US'): map them onto our five locales. */
export function toLocale(code: string | null | undefined): Locale | null {
  if (!code) return null;
  const normal = code.replace('_', '-').toLowerCase();
  const exact = LOCALES.find((l) => l.toLowerCase() === normal);
  if (exact) return exact;
  if (normal === 'zh' || normal === 'zh-hans' || normal === 'cn' || normal === 'zh-sg') return 'zh-CN';
  if (normal.startsWith('zh')) return 'zh-TW';
  const base = normal.split('-')[0];
  return LOCALES.find((l) => l === base) ?? null;
}

export const langSlice = createSlice({
  name: 'lang',
  initialState: initialLangState,
  reducers: {
    languageChosen(state, action: PayloadAction<{ lang: Locale; lang_name: string }>) {
      state.lang = action.payload.lang;
      state.lang_name = action.payload.lang_name;
      state.pack = {};
      state.fallback = '';
    },
    languageNameSet(state, action: PayloadAction<string>) {
      state.lang_name = action.payload;
    },
    languagePackActivated(state, action: PayloadAction<{ lang: Locale; messages: Record<string, string> }>) {
      if (state.lang && state.lang !== action.payload.lang) return;
      state.pack = action.payload.messages;
    },
    localeFellBack(state, action: PayloadAction<Locale>) {
      state.fallback = action.payload;
      state.pack = {};
    },
  },
  selectors: {
    selectCurLang: (state): Locale => state.fallback || state.lang || DEFAULT_LOCALE,
    selectStoredLang: (state) => state.lang,
    selectLangName: (state) => state.lang_name,
    selectLangPack: (state) => state.pack,
  },
});

export const { languageChosen, languageNameSet, languagePackActivated, localeFellBack } = langSlice.actions;
export const { selectCurLang, selectStoredLang, selectLangName, selectLangPack } = langSlice.selectors;
