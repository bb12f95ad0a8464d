import Form from 'antd-mobile/es/components/form';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useCheckInMutation, useEmsSendMutation, useSimpleIpQuery, useSmsSendMutation } from '@/api/account/endpoints';
import { useAreaCodeListQuery } from '@/api/common/endpoints';
import { useSendCode } from '@/components/forms/use-send-code';
import type { RegisterType } from '@/api/types';
import { useSingleFlight } from '@/components/use-single-flight';
import {
  confirmationValidator,
  formRule,
  normalizeMobile,
  validateCode,
  validateEmail,
  validateMobile,
  validatePassword,
  validateUsername,
} from '@/lib/validation';
import { useAppSelector } from '@/state/hooks';
import { selectInviter } from '@/state/session-slice';
import type { Consent } from './use-consent';
import { useLoginFormDraft } from './use-login-form-draft';
import { useLoginSuccess } from './use-login-success';
import { loginMessages } from './login-messages';

export interface RegisterValues {
  username: string;
  password: string;
  confirm: string;
  registerType: RegisterType;
  mobile?: string;
  email?: string;
  captcha: string;
}

/**
 * Registration (checkIn, tab 'register'): a username and password, proven by a code sent to a
 * mobile or an email; kept, so the new shopper gets a refresh token like a password login.
 */
export function useRegister(consent: Consent) {
  const intl = useIntl();
  const [form] = Form.useForm<RegisterValues>();
  // What was typed comes back after a reload (the phone may drop the page while the shopper reads
  // the code elsewhere): never the passwords or the code.
  const draft = useLoginFormDraft<RegisterValues>(
    'register',
    ['username', 'registerType', 'mobile', 'email'],
    form,
    { list: useAreaCodeListQuery().data?.list, located: useSimpleIpQuery().data?.area_code },
    { registerType: 'mobile' },
  );
  const { areaCodes, areaCode, setAreaCode } = draft;
  // useWatch reads undefined until the form has mounted: the draft's choice from the first render,
  // or a kept email registration would show the mobile field for a moment.
  const registerType = (Form.useWatch('registerType', form) as RegisterType | undefined) ?? draft.initialValues.registerType ?? 'mobile';
  const inviter = useAppSelector(selectInviter);
  const [sendSms] = useSmsSendMutation();
  const [sendEmail] = useEmsSendMutation();
  const [checkIn] = useCheckInMutation();
  const success = useLoginSuccess();

  const { sendCode, countdownKey } = useSendCode(
    form,
    registerType === 'email'
      ? { kind: 'email', send: sendEmail, sent: (email) => ({ message: loginMessages.codeSentEmail, values: { email } }) }
      : { kind: 'sms', areaCode, send: sendSms, sent: (number) => ({ message: loginMessages.codeSentMobile, values: { number } }) },
    'user_register',
  );

  const register = useCallback(
    async (values: RegisterValues) => {
      if (!consent.ensure()) return;
      const contact =
        values.registerType === 'email'
          ? { email: (values.email ?? '').trim() }
          : { mobile: normalizeMobile(values.mobile ?? '', areaCode), area_code: areaCode };
      const result = await checkIn({
        tab: 'register',
        username: values.username.trim(),
        password: values.password,
        registerType: values.registerType,
        ...contact,
        captcha: values.captcha.trim(),
        keep: true,
        ...(inviter ? { inviter_id: inviter } : {}),
      });
      if ('data' in result && result.data) success(result.data, 'register');
    },
    [areaCode, checkIn, consent, inviter, success],
  );
  const [submit, pending] = useSingleFlight(register);

  return {
    form,
    initialValues: draft.initialValues,
    keep: draft.keep,
    registerType,
    areaCodes,
    areaCode,
    setAreaCode,
    countdownKey,
    sendCode,
    submit,
    pending,
    rules: {
      username: [formRule(intl, validateUsername)],
      password: [formRule(intl, validatePassword)],
      confirm: [formRule(intl, confirmationValidator(() => (form.getFieldValue('password') as string | undefined) ?? ''))],
      mobile: [formRule(intl, (value) => validateMobile(value, areaCode))],
      email: [formRule(intl, validateEmail)],
      captcha: [formRule(intl, validateCode)],
    },
  };
}
