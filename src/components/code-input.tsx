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

/**
 * antd draws the cells on a focusable `role="button"` box and types into a hidden native input
 * marked aria-hidden, so assistive technology meets a button with an input nested inside and no
 * field at all. The native input is the real field: it gets the name, the one-time-code hint and
 * the tab stop; the box becomes a plain group around it. (React leaves these attributes alone:
 * antd's own values for them never change between renders.)
 */
function exposeNativeInput(box: HTMLElement, label: string): void {
  const root = box.querySelector('.adm-passcode-input');
  const input = box.querySelector('input');
  if (!root || !input) return;
  root.setAttribute('role', 'group');
  root.setAttribute('tabindex', '-1');
  input.removeAttribute('aria-hidden');
  input.setAttribute('aria-label', label);
  input.setAttribute('autocomplete', 'one-time-code');
  input.setAttribute('maxlength', String(LIMITS.codeLength));
  input.tabIndex = 0;
}

/** The six-digit SMS or email code (spec section 5), on antd-mobile's PasscodeInput with visible digits. */
export function CodeInput({ label, value, onChange, onBlur, onFill, error }: CodeInputProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (box.current) exposeNativeInput(box.current, label);
  }, [label]);
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
