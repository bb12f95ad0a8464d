import Form from 'antd-mobile/es/components/form';
import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useMobileLoginMutation, useSmsSendMutation } from '@/api/account/endpoints';
import { useSingleFlight } from '@/components/use-single-flight';
import { formRule, normalizeMobile, validateCode, validateMobile } from '@/lib/validation';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectInviter } from '@/state/session-slice';
import { toastRequested } from '@/state/ui-slice';
import { useAreaCodes } from './use-area-codes';
import type { Consent } from './use-consent';
import { useLoginSuccess } from './use-login-success';
import { loginMessages } from './login-messages';

export interface CodeLoginValues {
  mobile: string;
  captcha: string;
}

/** Mobile + SMS code (mobileLogin): an unknown number is registered by the server. */
export function useCodeLogin(consent: Consent) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<CodeLoginValues>();
  const { areaCodes, areaCode, setAreaCode } = useAreaCodes();
  const mobile = (Form.useWatch('mobile', form) as string | undefined) ?? '';
  const inviter = useAppSelector(selectInviter);
  const [sendSms] = useSmsSendMutation();
  const [mobileLogin] = useMobileLoginMutation();
  const success = useLoginSuccess();

  // A changed country code changes what a valid number is: re-check a number already typed.
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
    const result = await sendSms({ mobile: number, area_code: areaCode, event: 'user_login' });
    if ('error' in result) return false;
    dispatch(toastRequested({ text: { message: loginMessages.codeSentMobile, values: { number: `+${areaCode} ${number}` } }, icon: 'success' }));
    return true;
  }, [areaCode, dispatch, form, sendSms]);

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
    areaCodes,
    areaCode,
    setAreaCode,
    countdownKey: `sms:user_login:${areaCode}:${normalizeMobile(mobile, areaCode)}`,
    sendCode,
    submit,
    pending,
    rules: {
      mobile: [formRule(intl, (value) => validateMobile(value, areaCode))],
      captcha: [formRule(intl, validateCode)],
    },
  };
}
