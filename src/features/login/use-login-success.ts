import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { LoginResult } from '@/api/types';
import { ROUTES } from '@/lib/routes';
import { safeRedirectTarget } from '@/lib/safe-redirect';
import { useAppDispatch } from '@/state/hooks';
import { loggedIn } from '@/state/session-slice';
import { toastRequested } from '@/state/ui-slice';
import { loginMessages } from './login-messages';

/** Where a login leads: the ?redirect= page when it is one of ours, else the server's own suggestion, else the user tab. */
export function useLoginTarget(): (routePath?: string) => string {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return useCallback(
    (routePath?: string) => safeRedirectTarget(redirect, safeRedirectTarget(routePath, ROUTES.user)),
    [redirect],
  );
}

/**
 * After any login: the session is saved (the API's login calls save it too; saving here as well
 * means the guarded page we return to never sees a logged-out store), a welcome, and back to the
 * page that needed the login, replacing the login page in history.
 */
export function useLoginSuccess() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const target = useLoginTarget();
  return useCallback(
    (result: LoginResult, kind: 'login' | 'register' = 'login') => {
      dispatch(loggedIn(result.userInfo));
      dispatch(
        toastRequested({
          text: { message: kind === 'register' ? loginMessages.registered : loginMessages.welcome },
          icon: 'success',
        }),
      );
      void navigate(target(result.routePath), { replace: true });
    },
    [dispatch, navigate, target],
  );
}
