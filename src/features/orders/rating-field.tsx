import Rate from 'antd-mobile/es/components/rate';
import type { KeyboardEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageValue } from 'react-intl';
import { toRating } from './use-evaluate-order';
import styles from './evaluate-order-page.module.css';

const messages = defineMessages<{
  readonly words: { readonly rating: string };
  readonly valueText: { readonly rating: MessageValue; readonly words: MessageValue };
}>({
  words: {
    id: 'orders.review_rating_words',
    defaultMessage: '{rating, select, 1 {Very poor} 2 {Poor} 3 {Fair} 4 {Good} other {Excellent}}',
  },
  valueText: { id: 'orders.review_rating_value', defaultMessage: '{rating} of 5 stars, {words}' },
});

const MIN = 1;
const MAX = 5;

const STEP_KEYS: Record<string, (v: number) => number> = {
  ArrowRight: (v) => v + 1,
  ArrowUp: (v) => v + 1,
  ArrowLeft: (v) => v - 1,
  ArrowDown: (v) => v - 1,
  Home: () => MIN,
  End: () => MAX,
};

interface RatingFieldProps {
  label: string;
  value: number;
  onChange: (rating: number) => void;
  disabled: boolean;
}

/**
 * antd's Rate for the finger, inside a slider for everyone else: antd's stars take taps and drags
 * only, so the arrow keys (and screen readers) set the rating through the slider around them.
 */
export function RatingField({ label, value, onChange, disabled }: RatingFieldProps) {
  const intl = useIntl();
  // An ICU select picks by the value's text: '1'…'5'.
  const words = intl.formatMessage(messages.words, { rating: String(value) });
  const onKeyDown = (event: KeyboardEvent) => {
    if (disabled) return;
    const step = STEP_KEYS[event.key] as ((v: number) => number) | undefined;
    const digit = /^[1-5]$/.test(event.key) ? Number(event.key) : null;
    if (!step && digit === null) return;
    event.preventDefault();
    onChange(toRating(digit ?? (step ? step(value) : value)));
  };
  return (
    <div
      role="slider"
      tabIndex={disabled ? -1 : 0}
      aria-label={label}
      aria-valuemin={MIN}
      aria-valuemax={MAX}
      aria-valuenow={value}
      aria-valuetext={intl.formatMessage(messages.valueText, { rating: value, words })}
      aria-disabled={disabled}
      className={styles.rateRow}
      onKeyDown={onKeyDown}
    >
      <Rate aria-hidden value={value} onChange={(v) => onChange(toRating(v))} allowClear={false} readOnly={disabled} />
      <span className={styles.rateWords}>
        <FormattedMessage {...messages.words} values={{ rating: String(value) }} />
      </span>
    </div>
  );
}
