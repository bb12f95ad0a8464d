import Form from 'antd-mobile/es/components/form';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useCheckInMutation } from '@/api/account/endpoints';
import { useSingleFlight } from '@/components/use-single-flight';
import { formRule, validatePassword, validateRequired } from '@/lib/validation';
import type { Consent } from './use-consent';
import { useLoginSuccess } from './use-login-success';

export interface PasswordLoginValues {
  username: string;
  password: string;
}

/** Username, email or mobile with a password (checkIn, tab 'login'), kept so a refresh token is issued. */
export function usePasswordLogin(consent: Consent) {
  const intl = useIntl();
  const [form] = Form.useForm<PasswordLoginValues>();
  const [checkIn] = useCheckInMutation();
  const success = useLoginSuccess();

  const login = useCallback(
    async (values: PasswordLoginValues) => {
      if (!consent.ensure()) return;
      const result = await checkIn({ tab: 'login', username: values.username.trim(), password: values.password, keep: true });
      if ('data' in result && result.data) success(result.data);
    },
    [checkIn, consent, success],
  );
  const [submit, pending] = useSingleFlight(login);

  return {
    form,
    submit,
    pending,
    rules: {
      username: [formRule(intl, validateRequired)],
      password: [formRule(intl, validatePassword)],
    },
  };
}
