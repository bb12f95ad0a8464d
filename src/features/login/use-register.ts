import Form from 'antd-mobile/es/components/form';
import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useCheckInMutation, useEmsSendMutation, useSmsSendMutation } from '@/api/account/endpoints';
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
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectInviter } from '@/state/session-slice';
import { toastRequested } from '@/state/ui-slice';
import { useAreaCodes } from './use-area-codes';
import type { Consent } from './use-consent';
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
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<RegisterValues>();
  const { areaCodes, areaCode, setAreaCode } = useAreaCodes();
  const registerType = (Form.useWatch('registerType', form) as RegisterType | undefined) ?? 'mobile';
  const mobile = Form.useWatch<string | undefined>('mobile', form) ?? '';
  const email = Form.useWatch<string | undefined>('email', form) ?? '';
  const inviter = useAppSelector(selectInviter);
  const [sendSms] = useSmsSendMutation();
  const [sendEmail] = useEmsSendMutation();
  const [checkIn] = useCheckInMutation();
  const success = useLoginSuccess();

  useEffect(() => {
    if (form.isFieldTouched('mobile')) form.validateFields(['mobile']).catch(() => undefined);
  }, [areaCode, form]);

  const sendCode = useCallback(async () => {
    const field = registerType === 'email' ? 'email' : 'mobile';
    try {
      await form.validateFields([field]);
    } catch {
      return false;
    }
    if (registerType === 'email') {
      const address = (form.getFieldValue('email') as string).trim();
      const result = await sendEmail({ email: address, event: 'user_register' });
      if ('error' in result) return false;
      dispatch(toastRequested({ text: { message: loginMessages.codeSentEmail, values: { email: address } }, icon: 'success' }));
      return true;
    }
    const number = normalizeMobile(form.getFieldValue('mobile') as string, areaCode);
    const result = await sendSms({ mobile: number, area_code: areaCode, event: 'user_register' });
    if ('error' in result) return false;
    dispatch(toastRequested({ text: { message: loginMessages.codeSentMobile, values: { number: `+${areaCode} ${number}` } }, icon: 'success' }));
    return true;
  }, [areaCode, dispatch, form, registerType, sendEmail, sendSms]);

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

  const countdownKey =
    registerType === 'email'
      ? `ems:user_register:${email.trim().toLowerCase()}`
      : `sms:user_register:${areaCode}:${normalizeMobile(mobile, areaCode)}`;

  return {
    form,
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
