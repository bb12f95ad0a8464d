import { Button } from '@/components/button';
import Form from 'antd-mobile/es/components/form';
import Radio from 'antd-mobile/es/components/radio';
import Space from 'antd-mobile/es/components/space';
import { useIntl } from 'react-intl';
import { LimitedInput } from '@/components/input-limit';
import { LIMITS } from '@/lib/constants';
import { CodeInput } from '@/components/code-input';
import { PasswordInput } from '@/components/password-input';
import { PhoneInput } from '@/components/phone-input';
import { SendCodeButton } from '@/components/send-code-button';
import { USERNAME_RULES } from '@/lib/validation';
import type { Consent } from './use-consent';
import { useRegister, type RegisterValues } from './use-register';
import { loginMessages } from './login-messages';
import styles from './login-page.module.css';
import { RadioGroup } from '@/components/radio-group';

/** Create an account: username, password, and a code to a mobile or an email. */
export function RegisterForm({ consent }: { consent: Consent }) {
  const intl = useIntl();
  const reg = useRegister(consent);
  const sendButton = <SendCodeButton countdownKey={reg.countdownKey} onSend={reg.sendCode} />;
  return (
    <Form
      form={reg.form}
      layout="vertical"
      className={styles.form}
      initialValues={reg.initialValues}
      onValuesChange={reg.keep}
      onFinish={(values: RegisterValues) => void reg.submit(values)}
      footer={
        <Button block type="submit" color="primary" size="large" shape="rounded" loading={reg.pending} disabled={reg.pending}>
          {intl.formatMessage(loginMessages.registerSubmit)}
        </Button>
      }
    >
      <Form.Item name="username" label={intl.formatMessage(loginMessages.username)} rules={reg.rules.username} validateTrigger="onBlur">
        <LimitedInput maxLength={USERNAME_RULES.max} placeholder={intl.formatMessage(loginMessages.usernamePlaceholder)} autoComplete="username" clearable />
      </Form.Item>
      <Form.Item name="password" label={intl.formatMessage(loginMessages.newPassword)} rules={reg.rules.password} validateTrigger="onBlur">
        <PasswordInput placeholder={intl.formatMessage(loginMessages.newPasswordPlaceholder)} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={intl.formatMessage(loginMessages.confirmPassword)}
        rules={reg.rules.confirm}
        validateTrigger="onBlur"
        dependencies={['password']}
      >
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="registerType" label={intl.formatMessage(loginMessages.registerWith)}>
        <RadioGroup>
          <div role="radiogroup" aria-label={intl.formatMessage(loginMessages.registerWith)}>
            <Space>
              <Radio value="mobile">{intl.formatMessage(loginMessages.byMobile)}</Radio>
              <Radio value="email">{intl.formatMessage(loginMessages.byEmail)}</Radio>
            </Space>
          </div>
        </RadioGroup>
      </Form.Item>
      {reg.registerType === 'email' ? (
        <Form.Item name="email" label={intl.formatMessage(loginMessages.email)} rules={reg.rules.email} validateTrigger="onBlur" extra={sendButton}>
          <LimitedInput type="email" inputMode="email" autoComplete="email" maxLength={LIMITS.emailMaxLength} placeholder={intl.formatMessage(loginMessages.emailPlaceholder)} clearable />
        </Form.Item>
      ) : (
        <Form.Item name="mobile" label={intl.formatMessage(loginMessages.mobile)} rules={reg.rules.mobile} validateTrigger="onBlur" extra={sendButton}>
          <PhoneInput
            areaCode={reg.areaCode}
            onAreaCodeChange={reg.setAreaCode}
            areaCodes={reg.areaCodes}
            placeholder={intl.formatMessage(loginMessages.mobilePlaceholder)}
          />
        </Form.Item>
      )}
      <Form.Item name="captcha" label={intl.formatMessage(loginMessages.code)} rules={reg.rules.captcha} validateTrigger="onBlur">
        <CodeInput label={intl.formatMessage(loginMessages.code)} />
      </Form.Item>
    </Form>
  );
}
