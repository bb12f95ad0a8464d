import { Button } from '@/components/button';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useGoogleLoginMutation } from '@/api/account/endpoints';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectInviter } from '@/state/session-slice';
import { toastRequested } from '@/state/ui-slice';
import { loadGoogleIdentity } from './google-identity';
import type { Consent } from './use-consent';
import { useLoginSuccess } from './use-login-success';
import { loginMessages } from './login-messages';
import styles from './login-page.module.css';

/**
 * "Continue with Google": until the terms are agreed, our own button (which asks for the tick);
 * after, Google's button, whose credential goes to googleLogin.
 */
export function GoogleLogin({ clientId, consent }: { clientId: string; consent: Consent }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const slot = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [googleLogin] = useGoogleLoginMutation();
  const success = useLoginSuccess();
  const inviter = useAppSelector(selectInviter);
  const lang = intl.locale;

  useEffect(() => {
    if (!consent.agreed) return;
    let live = true;
    loadGoogleIdentity()
      .then((google) => {
        if (!live || !slot.current) return;
        google.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: ({ credential }) => {
            void googleLogin({ credential, ...(inviter ? { inviter_id: inviter } : {}) }).then((result) => {
              if ('data' in result && result.data) success(result.data);
            });
          },
        });
        google.renderButton(slot.current, { type: 'standard', theme: 'outline', size: 'large', text: 'continue_with', shape: 'pill', locale: lang });
        setReady(true);
      })
      .catch((error: unknown) => {
        console.warn(error);
        if (live) dispatch(toastRequested({ text: { message: loginMessages.googleFailed }, icon: 'fail' }));
      });
    return () => {
      live = false;
    };
  }, [clientId, consent.agreed, dispatch, googleLogin, inviter, lang, success]);

  return (
    <div className={styles.social}>
      <div ref={slot} className={styles.googleSlot} hidden={!consent.agreed || !ready} />
      {(!consent.agreed || !ready) && (
        <Button block shape="rounded" onClick={() => {
            consent.ensure();
          }} disabled={consent.agreed && !ready}>
          {intl.formatMessage(loginMessages.google)}
        </Button>
      )}
    </div>
  );
}
