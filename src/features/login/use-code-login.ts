import Form from 'antd-mobile/es/components/form';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useMobileLoginMutation, useSimpleIpQuery, useSmsSendMutation } from '@/api/account/endpoints';
import { useAreaCodeListQuery } from '@/api/common/endpoints';
import { useSendCode } from '@/components/forms/use-send-code';
import { useSingleFlight } from '@/components/use-single-flight';
import { formRule, normalizeMobile, validateCode, validateMobile } from '@/lib/validation';
import { useAppSelector } from '@/state/hooks';
import { selectInviter } from '@/state/session-slice';
import type { Consent } from './use-consent';
import { useLoginFormDraft } from './use-login-form-draft';
import { useLoginSuccess } from './use-login-success';
import { loginMessages } from './login-messages';

export interface CodeLoginValues {
  mobile: string;
  captcha: string;
}

/** Mobile + SMS code (mobileLogin): an unknown number is registered by the server. */
export function useCodeLogin(consent: Consent) {
  const intl = useIntl();
  const [form] = Form.useForm<CodeLoginValues>();
  // The number (and its country code) comes back after a reload: the phone may have dropped the
  // page while the shopper read the code in their messages.
  const draft = useLoginFormDraft<CodeLoginValues>('code-login', ['mobile'], form, {
    list: useAreaCodeListQuery().data?.list,
    located: useSimpleIpQuery().data?.area_code,
  });
  const { areaCodes, areaCode, setAreaCode } = draft;
  const inviter = useAppSelector(selectInviter);
  const [sendSms] = useSmsSendMutation();
  const [mobileLogin] = useMobileLoginMutation();
  const success = useLoginSuccess();

  const { sendCode, countdownKey } = useSendCode(
    form,
    { kind: 'sms', areaCode, send: sendSms, sent: (number) => ({ message: loginMessages.codeSentMobile, values: { number } }) },
    'user_login',
  );

  const login = useCallback(
    async (values: CodeLoginValues) => {
      if (!consent.ensure()) return;
      const result = await mobileLogin({
        mobile: normalizeMobile(values.mobile, areaCode),
        area_code: areaCode,
        captcha: values.captcha.trim(),
        ...(inviter ? { inviter_id: inviter } : {}),
      });
      if ('data' in result && result.data) success(result.data);
    },
    [areaCode, consent, inviter, mobileLogin, success],
  );
  const [submit, pending] = useSingleFlight(login);

  return {
    form,
    initialValues: draft.initialValues,
    keep: draft.keep,
    areaCodes,
    areaCode,
    setAreaCode,
    countdownKey,
    sendCode,
    submit,
    pending,
    rules: {
      mobile: [formRule(intl, (value) => validateMobile(value, areaCode))],
      captcha: [formRule(intl, validateCode)],
    },
  };
}
