import { Button } from '@/components/button';
import Form from 'antd-mobile/es/components/form';
import { useIntl } from 'react-intl';
import { LimitedInput } from '@/components/input-limit';
import { LIMITS } from '@/lib/constants';
import { PasswordInput } from '@/components/password-input';
import { DemoFillButton } from './demo-account-hint';
import type { Consent } from './use-consent';
import { usePasswordLogin, type PasswordLoginValues } from './use-password-login';
import { loginMessages } from './login-messages';
import styles from './login-page.module.css';
import { commonMessages } from '@/components/common-messages';

export interface DemoCredentials {
  username: string;
  password: string;
}

/** Log in with a username, email or mobile and a password. */
export function PasswordLoginForm({
  consent,
  demo,
  demoComing,
  onForgot,
}: {
  consent: Consent;
  demo: DemoCredentials | null;
  /** The demo account is on its way with the configuration: its link's place is held. */
  demoComing: boolean;
  onForgot: () => void;
}) {
  const intl = useIntl();
  const login = usePasswordLogin(consent);
  return (
    <Form
      form={login.form}
      layout="vertical"
      className={styles.form}
      onFinish={(values: PasswordLoginValues) => void login.submit(values)}
      footer={
        <Button block type="submit" color="primary" size="large" shape="rounded" loading={login.pending} disabled={login.pending}>
          {intl.formatMessage(commonMessages.logIn)}
        </Button>
      }
    >
      <Form.Item name="username" label={intl.formatMessage(loginMessages.account)} rules={login.rules.username} validateTrigger="onBlur">
        {/* A username, a mobile or an e-mail: the longest of them is an e-mail. */}
        <LimitedInput maxLength={LIMITS.emailMaxLength} placeholder={intl.formatMessage(loginMessages.accountPlaceholder)} autoComplete="username" clearable />
      </Form.Item>
      <Form.Item name="password" label={intl.formatMessage(loginMessages.password)} rules={login.rules.password} validateTrigger="onBlur">
        <PasswordInput placeholder={intl.formatMessage(loginMessages.passwordPlaceholder)} autoComplete="current-password" />
      </Form.Item>
      <div className={styles.linkRow}>
        <button type="button" className={styles.linkButton} onClick={onForgot}>
          {intl.formatMessage(loginMessages.forgotPassword)}
        </button>
        {(demo || demoComing) && <DemoFillButton onFill={demo && (() => login.form.setFieldsValue(demo))} />}
      </div>
    </Form>
  );
}
