import { useCallback, useState } from 'react';
import { SHOW_PRIVACY_POLICY } from '@/lib/constants';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import { loginMessages } from './login-messages';

export interface Consent {
  /** False when the shop does not ask (showPrivacyPolicy off). */
  required: boolean;
  agreed: boolean;
  setAgreed: (agreed: boolean) => void;
  /** True once a submit was stopped for want of consent (the checkbox then shows why). */
  warned: boolean;
  /** Call before any login: true when the shopper agreed, else says why and answers false. */
  ensure: () => boolean;
}

/** The agreement and privacy consent (spec: showPrivacyPolicy is true): every login waits for the tick. */
/** Widened to boolean: the spec fixes it true today, the code must still work when a shop turns it off. */
const PRIVACY_POLICY_SHOWN: boolean = SHOW_PRIVACY_POLICY;

export function useConsent(): Consent {
  const dispatch = useAppDispatch();
  const [agreed, setAgreedState] = useState(false);
  const [warned, setWarned] = useState(false);
  const setAgreed = useCallback((value: boolean) => {
    setAgreedState(value);
    if (value) setWarned(false);
  }, []);
  const ensure = useCallback(() => {
    if (!PRIVACY_POLICY_SHOWN || agreed) return true;
    setWarned(true);
    dispatch(toastRequested({ text: { message: loginMessages.consentRequired } }));
    return false;
  }, [agreed, dispatch]);
  return { required: PRIVACY_POLICY_SHOWN, agreed, setAgreed, warned, ensure };
}
