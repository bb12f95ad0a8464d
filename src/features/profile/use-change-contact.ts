import Form from 'antd-mobile/es/components/form';
import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useChangeEmailMutation, useChangeMobileMutation, useEmsSendMutation, useSmsSendMutation } from '@/api/account/endpoints';
import { useSingleFlight } from '@/components/use-single-flight';
import { formRule, normalizeMobile, validateCode, validateEmail, validateMobile } from '@/lib/validation';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import { useAreaCodes } from './use-area-codes';
import { profileMessages } from './profile-messages';

export interface ChangeEmailValues {
  email: string;
  captcha: string;
}

/** A new email, proven by a code sent to it (event user_change_email). */
export function useChangeEmail(onDone: () => void) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<ChangeEmailValues>();
  const email = Form.useWatch<string | undefined>('email', form) ?? '';
  const [sendEmail] = useEmsSendMutation();
  const [changeEmail] = useChangeEmailMutation();

  const sendCode = useCallback(async () => {
    try {
      await form.validateFields(['email']);
    } catch {
      return false;
    }
    const address = (form.getFieldValue('email') as string).trim();
    const result = await sendEmail({ email: address, event: 'user_change_email' });
    if ('error' in result) return false;
    dispatch(toastRequested({ text: { message: profileMessages.codeSent, values: { target: address } }, icon: 'success' }));
    return true;
  }, [dispatch, form, sendEmail]);

  const change = useCallback(
    async (values: ChangeEmailValues) => {
      const result = await changeEmail({ email: values.email.trim(), captcha: values.captcha.trim() });
      if ('error' in result) return;
      dispatch(toastRequested({ text: { message: profileMessages.emailChanged }, icon: 'success' }));
      onDone();
    },
    [changeEmail, dispatch, onDone],
  );
  const [submit, pending] = useSingleFlight(change);

  return {
    form,
    countdownKey: `ems:user_change_email:${email.trim().toLowerCase()}`,
    sendCode,
    submit,
    pending,
    rules: { email: [formRule(intl, validateEmail)], captcha: [formRule(intl, validateCode)] },
  };
}

export interface ChangeMobileValues {
  mobile: string;
  captcha: string;
}

/** A new mobile number, proven by an SMS code (event user_change_mobile). */
export function useChangeMobile(onDone: () => void) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<ChangeMobileValues>();
  const mobile = Form.useWatch<string | undefined>('mobile', form) ?? '';
  const { areaCodes, areaCode, setAreaCode } = useAreaCodes();
  const [sendSms] = useSmsSendMutation();
  const [changeMobile] = useChangeMobileMutation();

  useEffect(() => {
    if (form.isFieldTouched('mobile')) form.validateFields(['mobile']).catch(() => undefined);
  }, [areaCode, form]);

  const sendCode = useCallback(async () => {
    try {
      await form.validateFields(['mobile']);
    } catch {
      return false;
    }
    const number = normalizeMobile(form.getFieldValue('mobile') as string, areaCode);
    const result = await sendSms({ mobile: number, area_code: areaCode, event: 'user_change_mobile' });
    if ('error' in result) return false;
    dispatch(toastRequested({ text: { message: profileMessages.codeSent, values: { target: `+${areaCode} ${number}` } }, icon: 'success' }));
    return true;
  }, [areaCode, dispatch, form, sendSms]);

  const change = useCallback(
    async (values: ChangeMobileValues) => {
      const result = await changeMobile({ mobile: normalizeMobile(values.mobile, areaCode), area_code: areaCode, captcha: values.captcha.trim() });
      if ('error' in result) return;
      dispatch(toastRequested({ text: { message: profileMessages.mobileChanged }, icon: 'success' }));
      onDone();
    },
    [areaCode, changeMobile, dispatch, onDone],
  );
  const [submit, pending] = useSingleFlight(change);

  return {
    form,
    areaCodes,
    areaCode,
    setAreaCode,
    countdownKey: `sms:user_change_mobile:${areaCode}:${normalizeMobile(mobile, areaCode)}`,
    sendCode,
    submit,
    pending,
    rules: { mobile: [formRule(intl, (value) => validateMobile(value, areaCode))], captcha: [formRule(intl, validateCode)] },
  };
}
