import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { api } from '@/api/api';
import { useLogoutMutation } from '@/api/account/endpoints';
import { clearSavedAnswers } from '@/api/answer-cache';
import { commonMessages } from '@/components/common-messages';
import { confirmDialog } from '@/components/dialogs';
import { useSingleFlight } from '@/components/use-single-flight';
import type { Locale } from '@/lib/constants';
import { ROUTES } from '@/lib/routes';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectCurLang } from '@/state/lang-slice';
import { selectIsLoggedIn, selectRefreshToken } from '@/state/session-slice';
import { toastRequested } from '@/state/ui-slice';
import { switchLanguage } from './switch-language';
import { settingsMessages } from './settings-messages';

/** The settings page's actions: language, clearing the cache, logging out. */
export function useSetUp() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const lang = useAppSelector(selectCurLang);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const refreshToken = useAppSelector(selectRefreshToken);
  const [logoutCall] = useLogoutMutation();

  const chooseLanguage = useCallback(
    async (next: Locale) => {
      if (next === lang) return;
      await dispatch(switchLanguage(next));
      dispatch(toastRequested({ text: { message: settingsMessages.languageChanged }, icon: 'success' }));
    },
    [dispatch, lang],
  );

  const clearCache = useCallback(() => {
    // Only the cached answers go (in memory and saved on the device): the session, language and device ids stay.
    dispatch(api.util.resetApiState());
    void clearSavedAnswers();
    dispatch(toastRequested({ text: { message: settingsMessages.cacheCleared }, icon: 'success' }));
  }, [dispatch]);

  const logout = useCallback(async () => {
    const confirmed = await confirmDialog({
      content: intl.formatMessage(settingsMessages.logoutConfirm),
      confirmText: intl.formatMessage(settingsMessages.logout),
      cancelText: intl.formatMessage(commonMessages.cancel),
    });
    if (!confirmed) return;
    // The endpoint clears the session whatever the server answers; the cache of this shopper goes too.
    await logoutCall({ refreshToken });
    dispatch(api.util.resetApiState());
    dispatch(toastRequested({ text: { message: settingsMessages.loggedOut }, icon: 'success' }));
    void navigate(ROUTES.user, { replace: true });
  }, [dispatch, intl, logoutCall, navigate, refreshToken]);

  const [runLogout, loggingOut] = useSingleFlight(logout);
  const [runChoose, switching] = useSingleFlight(chooseLanguage);

  return { lang, loggedIn, chooseLanguage: runChoose, switching, clearCache, logout: runLogout, loggingOut };
}
