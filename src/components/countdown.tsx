import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl, type MessageValue } from 'react-intl';
import styles from './countdown.module.css';

const messages = defineMessages<{
  readonly days: { readonly days: number | bigint; readonly time: MessageValue };
}>({
  days: { id: 'components.countdown_days', defaultMessage: '{days, plural, one {# day} other {# days}} {time}' },
});

const SECOND_MS = 1000;

export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds left in `ms` (never negative). */
export function splitDuration(ms: number): DurationParts {
  const total = Math.max(0, Math.floor(ms / SECOND_MS));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const two = (n: number) => String(n).padStart(2, '0');

interface CountdownProps {
  /** Unix seconds the count runs to (a batch's or activity's start or end). */
  to: number;
  /** Called once when the count reaches zero (the page refetches the status). */
  onEnd?: () => void;
  className?: string;
}

/**
 * A live countdown to a moment, ticking on the second. It counts from the clock, not from the
 * ticks, so a throttled background tab is right again on its next tick.
 */
export function Countdown({ to, onEnd, className }: CountdownProps) {
  const intl = useIntl();
  const [now, setNow] = useState(() => Date.now());
  const left = to * SECOND_MS - now;
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  }, [onEnd]);

  useEffect(() => {
    if (left <= 0) {
      // In a task of its own, after the rest of the commit's effects: a child's effects run before
      // its page's, so on a first mount or on a tab shown again (Activity) the page's query
      // subscriptions are not live yet, and RTK Query's refetch throws ("Cannot refetch a query
      // that has not been started yet"), which took home down when a batch had ended meanwhile.
      const ended = setTimeout(() => onEndRef.current?.(), 0);
      return () => clearTimeout(ended);
    }
    // Wake on the next whole second of the remaining time, so the display never skips a second.
    const timer = setTimeout(() => setNow(Date.now()), left % SECOND_MS || SECOND_MS);
    return () => clearTimeout(timer);
  }, [left]);

  const { days, hours, minutes, seconds } = splitDuration(left + SECOND_MS - 1);
  const time = `${two(hours)}:${two(minutes)}:${two(seconds)}`;
  return (
    <span className={[styles.countdown, className].filter(Boolean).join(' ')} role="timer">
      {days > 0 ? intl.formatMessage(messages.days, { days, time }) : time}
    </span>
  );
}
