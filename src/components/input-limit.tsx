import Input, { type InputProps, type InputRef } from 'antd-mobile/es/components/input';
import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState, type RefObject } from 'react';
import { defineMessages, useIntl, type MessageValue } from 'react-intl';
import { LIMITS } from '@/lib/constants';
import { useClearIsButton } from './clearable-input';
import styles from './input-limit.module.css';

const messages = defineMessages<{
  readonly count: { readonly max: MessageValue; readonly used: MessageValue };
}>({
  count: { id: 'common.input_count', defaultMessage: '{used} of {max} characters' },
});

/** The count shows from this share of the limit on: a shopper near the end sees where it is. */
const NEAR_SHARE = 0.8;

/** True once `used` is near enough to `max` for the count to show. */
export function nearLimit(used: number, max: number): boolean {
  return used >= Math.floor(max * NEAR_SHARE);
}

/**
 * antd's Input and SearchBar put aria-* on their wrapper, not on the <input>: the hint is tied to
 * the field itself, so a screen reader reads it with the field.
 */
export function useDescribedBy(field: RefObject<InputRef | null>, hintId: string | undefined): void {
  useEffect(() => {
    const input = field.current?.nativeElement;
    if (!input) return;
    if (hintId) input.setAttribute('aria-describedby', hintId);
    else input.removeAttribute('aria-describedby');
  }, [field, hintId]);
}

/** "112 of 140 characters", shown under a field once its text nears the limit. */
export function LimitHint({ id, used, max }: { id: string; used: number; max: number }) {
  const intl = useIntl();
  if (!nearLimit(used, max)) return null;
  return (
    <p id={id} className={used >= max ? `${styles.hint} ${styles.full}` : styles.hint}>
      {intl.formatMessage(messages.count, { used, max })}
    </p>
  );
}

export type LimitedInputProps = InputProps;

/**
 * A free-text field held to its limit: 140 characters (spec section 5) unless the field passes its
 * own (an address line, an account number), with the count shown once the text nears it.
 */
export const LimitedInput = forwardRef<InputRef, LimitedInputProps>(function LimitedInput(
  { maxLength = LIMITS.inputMaxLength, value, defaultValue, onChange, ...rest },
  ref,
) {
  const [typed, setTyped] = useState(defaultValue ?? '');
  const used = (value ?? typed).length;
  const hintId = useId();
  const field = useRef<InputRef>(null);
  useImperativeHandle(ref, () => field.current as InputRef);
  useDescribedBy(field, nearLimit(used, maxLength) ? hintId : undefined);
  useClearIsButton(field);
  return (
    <div className={styles.field}>
      <Input
        ref={field}
        {...rest}
        value={value}
        defaultValue={defaultValue}
        maxLength={maxLength}
        onChange={(next) => {
          setTyped(next);
          onChange?.(next);
        }}
      />
      <LimitHint id={hintId} used={used} max={maxLength} />
    </div>
  );
});
