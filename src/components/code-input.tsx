import PasscodeInput from 'antd-mobile/es/components/passcode-input';
import { useEffect, useRef } from 'react';
import { LIMITS } from '@/lib/constants';
import styles from './code-input.module.css';

interface CodeInputProps {
  /** Accessible name ('Verification code'). */
  label: string;
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  onFill?: (value: string) => void;
  error?: boolean;
}

/** The six-digit SMS or email code (spec section 5), on antd-mobile's PasscodeInput with visible digits. */
export function CodeInput({ label, value, onChange, onBlur, onFill, error }: CodeInputProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // antd's hidden native input is aria-hidden yet tabbable; the visible cell group (role button,
    // named below) takes the focus and hands it on, so the native one leaves the tab order.
    box.current?.querySelector('input')?.setAttribute('tabindex', '-1');
  }, []);
  return (
    <div ref={box} className={styles.box}>
      <PasscodeInput
        aria-label={label}
        length={LIMITS.codeLength}
        plain
        seperated
        value={value ?? ''}
        onChange={(next) => onChange?.(next.replace(/\D/g, ''))}
        onBlur={onBlur}
        onFill={onFill}
        error={error}
        inputMode="numeric"
      />
    </div>
  );
}
