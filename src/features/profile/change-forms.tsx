import { Button } from '@/components/button';
import Form from 'antd-mobile/es/components/form';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LimitedInput } from '@/components/input-limit';
import { LIMITS } from '@/lib/constants';
import { CodeInput } from '@/components/code-input';
import { PasswordInput } from '@/components/password-input';
import { PhoneInput } from '@/components/phone-input';
import { SendCodeButton } from '@/components/send-code-button';
import { useChangeEmail, useChangeMobile, type ChangeEmailValues, type ChangeMobileValues } from './use-change-contact';
import { useChangePassword, type ChangePasswordValues } from './use-change-password';
import { profileMessages as m } from './profile-messages';
import styles from './profile.module.css';

function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button block type="submit" color="primary" size="large" shape="rounded" loading={pending} disabled={pending}>
      {children}
    </Button>
  );
}

export function ChangePasswordForm() {
  const intl = useIntl();
  const pw = useChangePassword();
  return (
    <Form
      form={pw.form}
      layout="vertical"
      className={styles.sheetForm}
      onFinish={(values: ChangePasswordValues) => void pw.submit(values)}
      footer={<SubmitButton pending={pw.pending}>{intl.formatMessage(m.confirm)}</SubmitButton>}
    >
      <Form.Item name="oldPassword" label={intl.formatMessage(m.oldPassword)} rules={pw.rules.oldPassword} validateTrigger="onBlur">
        <PasswordInput autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="newPassword" label={intl.formatMessage(m.newPassword)} rules={pw.rules.newPassword} validateTrigger="onBlur">
        <PasswordInput autoComplete="new-password" placeholder={intl.formatMessage(m.newPasswordPlaceholder)} />
      </Form.Item>
      <Form.Item name="confirm" label={intl.formatMessage(m.confirmPassword)} rules={pw.rules.confirm} validateTrigger="onBlur" dependencies={['newPassword']}>
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
    </Form>
  );
}

export function ChangeEmailForm({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const em = useChangeEmail(onDone);
  return (
    <Form
      form={em.form}
      layout="vertical"
      className={styles.sheetForm}
      onFinish={(values: ChangeEmailValues) => void em.submit(values)}
      footer={<SubmitButton pending={em.pending}>{intl.formatMessage(m.confirm)}</SubmitButton>}
    >
      <Form.Item
        name="email"
        label={intl.formatMessage(m.newEmail)}
        rules={em.rules.email}
        validateTrigger="onBlur"
        extra={<SendCodeButton countdownKey={em.countdownKey} onSend={em.sendCode} />}
      >
        <LimitedInput type="email" inputMode="email" autoComplete="email" maxLength={LIMITS.emailMaxLength} clearable />
      </Form.Item>
      <Form.Item name="captcha" label={intl.formatMessage(m.code)} rules={em.rules.captcha} validateTrigger="onBlur">
        <CodeInput label={intl.formatMessage(m.code)} />
      </Form.Item>
    </Form>
  );
}

export function ChangeMobileForm({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const mo = useChangeMobile(onDone);
  return (
    <Form
      form={mo.form}
      layout="vertical"
      className={styles.sheetForm}
      onFinish={(values: ChangeMobileValues) => void mo.submit(values)}
      footer={<SubmitButton pending={mo.pending}>{intl.formatMessage(m.confirm)}</SubmitButton>}
    >
      <Form.Item
        name="mobile"
        label={intl.formatMessage(m.newMobile)}
        rules={mo.rules.mobile}
        validateTrigger="onBlur"
        extra={<SendCodeButton countdownKey={mo.countdownKey} onSend={mo.sendCode} />}
      >
        <PhoneInput areaCode={mo.areaCode} onAreaCodeChange={mo.setAreaCode} areaCodes={mo.areaCodes} />
      </Form.Item>
      <Form.Item name="captcha" label={intl.formatMessage(m.code)} rules={mo.rules.captcha} validateTrigger="onBlur">
        <CodeInput label={intl.formatMessage(m.code)} />
      </Form.Item>
    </Form>
  );
}
