import Form from 'antd-mobile/es/components/form';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useChangeEmailMutation, useChangeMobileMutation, useEmsSendMutation, useSimpleIpQuery, useSmsSendMutation } from '@/api/account/endpoints';
import { useAreaCodeListQuery } from '@/api/common/endpoints';
import { useAreaCodeChoice } from '@/components/forms/use-area-code-choice';
import { useSendCode } from '@/components/forms/use-send-code';
import { useSingleFlight } from '@/components/use-single-flight';
import { formRule, normalizeMobile, validateCode, validateEmail, validateMobile } from '@/lib/validation';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import { profileMessages } from './profile-messages';

const codeSent = (target: string) => ({ message: profileMessages.codeSent, values: { target } });

export interface ChangeEmailValues {
  email: string;
  captcha: string;
}

/** A new email, proven by a code sent to it (event user_change_email). */
export function useChangeEmail(onDone: () => void) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<ChangeEmailValues>();
  const [sendEmail] = useEmsSendMutation();
  const [changeEmail] = useChangeEmailMutation();

  const { sendCode, countdownKey } = useSendCode(form, { kind: 'email', send: sendEmail, sent: codeSent }, 'user_change_email');

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
    countdownKey,
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
  const { areaCodes, areaCode, setAreaCode } = useAreaCodeChoice(useAreaCodeListQuery().data?.list, useSimpleIpQuery().data?.area_code);
  const [sendSms] = useSmsSendMutation();
  const [changeMobile] = useChangeMobileMutation();

  const { sendCode, countdownKey } = useSendCode(form, { kind: 'sms', areaCode, send: sendSms, sent: codeSent }, 'user_change_mobile');

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
    countdownKey,
    sendCode,
    submit,
    pending,
    rules: { mobile: [formRule(intl, (value) => validateMobile(value, areaCode))], captcha: [formRule(intl, validateCode)] },
  };
}
