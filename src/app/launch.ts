import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { commonApi } from '@/api/common/endpoints';
import { gotNoAnswer } from '@/api/offline-reads';
import { LAUNCH_FALLBACK_LOCALE, DEFAULT_LOCALE } from '@/lib/constants';
import type { SliceState } from '@/state/hooks';
import {
  languageChosen,
  languageNameSet,
  languagePackActivated,
  localeFellBack,
  selectCurLang,
  toLocale,
} from '@/state/lang-slice';
import { appLoaded, launchResolved, sysConfigReceived, themeApplied } from '@/state/sys-config-slice';
import { defaultDeps, ensureDeviceIdentity, type LaunchDeps } from './device-identity';

export type { LaunchDeps };
// Boot's other step from this chunk: the first page's data, asked for beside launch's calls.
export { prefetchFirstScreen } from './first-screen-data';
// For the entry's listeners (app/listeners.ts): the saved answers stay out of the entry.
export { clearSavedAnswers } from '@/api/answer-cache';
// Started by boot once this chunk is in: tabs follow each other's login and logout.
export { followSessionAcrossTabs } from './session-across-tabs';

type Thunk<R> = ThunkAction<Promise<R>, SliceState, unknown, UnknownAction>;

/**
 * Step 1's two calls with a language stored, which the shop can show from its own catalogue.
 * - The default language: its answer changes nothing then, so whatever its failure, the stored
 *   language stays.
 * - The language pack: when it gets no answer at all (offline, no saved copy), the stored language
 *   stays with the catalogue's texts, and the server's pack comes at the next launch online. An
 *   answer that says no is still the spec's failure, and falls back to zh.
 * Offline after logging in is where both happen: logging in forgets the saved answers (the guest's
 * copies of these among them), and the launch that asked for them does not run again until the next
 * load. Falling back to zh there showed an English shopper the shop in Chinese.
 * Without a stored language, every failure is the launch's.
 */
async function unlessStoredStays<T>(call: Promise<T>, stored: boolean, staysWhen: (error: unknown) => boolean, what: string): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (!stored || !staysWhen(error)) throw error;
    console.warn(`${what} unavailable; the stored language stays`, error);
    return null;
  }
}

/**
 * The start-up sequence of spec section 1, steps 1 to 6, each step an action so the order is
 * testable and replayable. Launch calls are silent: a failure never shows an alarming dialog.
 */
export function launchApp(deps: LaunchDeps = defaultDeps): Thunk<void> {
  return async (dispatch, getState) => {
    await dispatch(ensureDeviceIdentity(deps));
    try {
      // 1. Default language: stored only when none is; the pack is activated either way.
      const fallbackName = getState().lang.lang_name;
      const stored = Boolean(getState().lang.lang);
      const defaultCall = dispatch(commonApi.endpoints.systemDefaultLanguage.initiate(undefined, { subscribe: false })).unwrap();
      const defaults = await unlessStoredStays(defaultCall, stored, () => true, 'default language');
      if (!getState().lang.lang && defaults) {
        dispatch(languageChosen({ lang: toLocale(defaults.lang) ?? DEFAULT_LOCALE, lang_name: defaults.language }));
      }
      const lang = selectCurLang(getState());
      const packCall = dispatch(commonApi.endpoints.getLang.initiate({ lang }, { subscribe: false })).unwrap();
      const pack = await unlessStoredStays(packCall, stored, gotNoAnswer, 'language pack');
      if (pack) dispatch(languagePackActivated({ lang, messages: pack }));

      // 2. Configuration, when not yet held. Its failure leaves the defaults and says nothing alarming.
      let config = getState().sysConfig.config;
      if (!config) {
        try {
          config = await dispatch(commonApi.endpoints.getConfiguration.initiate({ name: '' }, { subscribe: false })).unwrap();
          dispatch(sysConfigReceived(config));
        } catch (error) {
          console.warn('configuration unavailable, using defaults', error);
        }
      }

      // 3. Language name, theme colours, Chinese or other.
      dispatch(languageNameSet(getState().lang.lang_name || fallbackName || (defaults?.language ?? '')));
      dispatch(themeApplied({ config, script: lang.startsWith('zh') ? 'zh' : 'other' }));

      // 4. Launch resolved; the document title, icon and description follow (DocumentHost).
      dispatch(launchResolved());
      // A held session is refreshed from the server and saved again (spec section 4). Not awaited:
      // the shop opens without waiting on it. Its own chunk keeps the account group out of the entry.
      if (getState().session.user_info) {
        // Its chunk failing (offline) leaves the held user info as it is.
        void import('@/features/user/refresh-user-info')
          .then(({ refreshUserInfo }) => dispatch(refreshUserInfo()))
          .catch((error: unknown) => {
            console.warn('user info not refreshed', error);
          });
      }
    } catch (error) {
      // 5. The language could not be loaded: zh, as the spec says.
      console.error('launch failed, falling back to zh', error);
      dispatch(localeFellBack(LAUNCH_FALLBACK_LOCALE));
      dispatch(themeApplied({ config: getState().sysConfig.config, script: 'zh' }));
    } finally {
      // 6. Loaded, in every case.
      dispatch(appLoaded());
    }
  };
}
