import Form from 'antd-mobile/es/components/form';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { api } from '@/api/api';
import { useChangePasswordMutation } from '@/api/account/endpoints';
import { useSingleFlight } from '@/components/use-single-flight';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { confirmationValidator, formRule, validatePassword, validateRequired } from '@/lib/validation';
import { useAppDispatch } from '@/state/hooks';
import { sessionCleared } from '@/state/session-slice';
import { toastRequested } from '@/state/ui-slice';
import { profileMessages } from './profile-messages';

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/**
 * Changing the password ends every session on the server (BuildAdmin), so the client forgets its
 * own and sends the shopper to log in again with the new password.
 */
export function useChangePassword() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [form] = Form.useForm<ChangePasswordValues>();
  const [changePassword] = useChangePasswordMutation();

  const change = useCallback(
    async (values: ChangePasswordValues) => {
      const result = await changePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword });
      if ('error' in result) return;
      dispatch(sessionCleared());
      dispatch(api.util.resetApiState());
      dispatch(toastRequested({ text: { message: profileMessages.passwordChanged }, icon: 'success' }));
      // Back here after logging in again (the route guard sends a logged-out shopper the same way).
      void navigate(links.login(ROUTES.accountSettings), { replace: true });
    },
    [changePassword, dispatch, navigate],
  );
  const [submit, pending] = useSingleFlight(change);

  return {
    form,
    submit,
    pending,
    rules: {
      oldPassword: [formRule(intl, validateRequired)],
      newPassword: [formRule(intl, validatePassword)],
      confirm: [formRule(intl, confirmationValidator(() => (form.getFieldValue('newPassword') as string | undefined) ?? ''))],
    },
  };
}
