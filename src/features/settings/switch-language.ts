import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { api } from '@/api/api';
import { commonApi } from '@/api/common/endpoints';
import type { Locale } from '@/lib/constants';
import type { SliceState } from '@/state/hooks';
import { languageChosen, languagePackActivated } from '@/state/lang-slice';
import { sysConfigReceived, themeApplied } from '@/state/sys-config-slice';

/** Each language named in itself, as language pickers do, so anyone can find their own. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  en: 'English',
  fr: 'Français',
  es: 'Español',
};

/**
 * Switches the interface language without a reload: the choice is stored (lang and lang_name
 * persist), the local catalogue follows at once, then the server's language pack is fetched and
 * merged over it. A pack that fails to load leaves the local catalogue, which is complete.
 */
export function switchLanguage(lang: Locale): ThunkAction<Promise<void>, SliceState, unknown, UnknownAction> {
  return async (dispatch, getState) => {
    dispatch(languageChosen({ lang, lang_name: LANGUAGE_NAMES[lang] }));
    dispatch(themeApplied({ config: getState().sysConfig.config, script: lang.startsWith('zh') ? 'zh' : 'other' }));
    // What the server wrote is in the old language: every answer on screen is asked for again
    // (the rest is dropped and fetched when next needed), and so is the site configuration
    // (title, description, texts), while the language pack loads.
    dispatch(api.util.invalidateTags(['Lang']));
    const config = dispatch(commonApi.endpoints.getConfiguration.initiate({ name: '' }, { subscribe: false, forceRefetch: true }));
    try {
      const messages = await dispatch(commonApi.endpoints.getLang.initiate({ lang }, { subscribe: false, forceRefetch: true })).unwrap();
      dispatch(languagePackActivated({ lang, messages }));
    } catch (error) {
      console.warn('language pack unavailable, using the local catalogue', error);
    }
    try {
      dispatch(sysConfigReceived(await config.unwrap()));
    } catch (error) {
      console.warn('configuration unavailable in the new language, keeping the current one', error);
    }
  };
}
