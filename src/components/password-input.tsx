import Input from 'antd-mobile/es/components/input';
import EyeInvisibleOutline from 'antd-mobile-icons/es/EyeInvisibleOutline';
import EyeOutline from 'antd-mobile-icons/es/EyeOutline';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styles from './password-input.module.css';

const messages = defineMessages({
  show: { id: 'components.show_password', defaultMessage: 'Show password' },
  hide: { id: 'components.hide_password', defaultMessage: 'Hide password' },
});

interface PasswordInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  autoComplete: 'current-password' | 'new-password';
}

/** A password field with a show/hide toggle: typing a password blind on a phone keyboard is error-prone. */
export function PasswordInput({ id, value, onChange, onBlur, placeholder, autoComplete }: PasswordInputProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.row}>
      <Input
        id={id}
        className={styles.input}
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        placeholder={placeholder}
        autoComplete={autoComplete}
      />
      <button
        type="button"
        className={styles.toggle}
        aria-label={intl.formatMessage(visible ? messages.hide : messages.show)}
        aria-pressed={visible}
        onClick={() => setVisible(!visible)}
      >
        {visible ? <EyeOutline aria-hidden /> : <EyeInvisibleOutline aria-hidden />}
      </button>
    </div>
  );
}
