import { Button } from '@/components/button';
import Form from 'antd-mobile/es/components/form';
import { useIntl } from 'react-intl';
import { CodeInput } from '@/components/code-input';
import { PhoneInput } from '@/components/phone-input';
import { SendCodeButton } from '@/components/send-code-button';
import { DemoFillButton } from './demo-account-hint';
import type { Consent } from './use-consent';
import { useCodeLogin, type CodeLoginValues } from './use-code-login';
import { loginMessages } from './login-messages';
import styles from './login-page.module.css';
import { commonMessages } from '@/components/common-messages';

export interface DemoFill {
  areaCode: string;
  mobile: string;
}

/** Log in (or sign up) with a mobile number and a six-digit SMS code. */
export function CodeLoginForm({
  consent,
  demo,
  demoComing,
}: {
  consent: Consent;
  demo: DemoFill | null;
  /** The demo account is on its way with the configuration: its link's place is held. */
  demoComing: boolean;
}) {
  const intl = useIntl();
  const login = useCodeLogin(consent);
  const fillDemo = demo
    ? () => {
        login.setAreaCode(demo.areaCode);
        login.form.setFieldsValue({ mobile: demo.mobile });
      }
    : null;

  return (
    <Form
      form={login.form}
      initialValues={login.initialValues}
      onValuesChange={login.keep}
      layout="vertical"
      className={styles.form}
      onFinish={(values: CodeLoginValues) => void login.submit(values)}
      footer={
        <Button block type="submit" color="primary" size="large" shape="rounded" loading={login.pending} disabled={login.pending}>
          {intl.formatMessage(commonMessages.logIn)}
        </Button>
      }
    >
      <Form.Item
        name="mobile"
        label={intl.formatMessage(loginMessages.mobile)}
        rules={login.rules.mobile}
        validateTrigger="onBlur"
        extra={<SendCodeButton countdownKey={login.countdownKey} onSend={login.sendCode} />}
      >
        <PhoneInput
          areaCode={login.areaCode}
          onAreaCodeChange={login.setAreaCode}
          areaCodes={login.areaCodes}
          placeholder={intl.formatMessage(loginMessages.mobilePlaceholder)}
        />
      </Form.Item>
      <Form.Item name="captcha" label={intl.formatMessage(loginMessages.code)} rules={login.rules.captcha} validateTrigger="onBlur">
        <CodeInput label={intl.formatMessage(loginMessages.code)} />
      </Form.Item>
      <p className={styles.hint}>
        {intl.formatMessage(loginMessages.codeHint)}
        {(fillDemo || demoComing) && <DemoFillButton onFill={fillDemo} />}
      </p>
    </Form>
  );
}
