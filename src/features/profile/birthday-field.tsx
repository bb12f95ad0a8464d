import DatePicker from 'antd-mobile/es/components/date-picker';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { enableWheelKeys } from '@/components/wheel-keys';
import { profileMessages } from './profile-messages';
import styles from './profile.module.css';
import { commonMessages } from '@/components/common-messages';

/** 'YYYY-MM-DD' in local time, as the server stores a birthday. */
export function toIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function fromIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The oldest birthday offered: a century back covers every shopper. */
const EARLIEST_YEAR = 1920;

interface BirthdayFieldProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/** A birthday chosen on antd's DatePicker wheel, shown in the shopper's date format. */
export function BirthdayField({ id, value = '', onChange }: BirthdayFieldProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const date = fromIsoDate(value);
  const [today] = useState(() => new Date());
  const valueId = useId();
  const wheelKeysOff = useRef<(() => void) | null>(null);
  // Leaving the page with the wheels open: their keys go with them.
  useEffect(() => () => wheelKeysOff.current?.(), []);
  // Each wheel's options as the shopper's language writes them: "mai", "1990年", "5月", "12日".
  const renderLabel = (type: string, data: number) => {
    if (type === 'year') return intl.formatDate(new Date(data, 0, 1), { year: 'numeric' });
    // The month by a message: its name in full ("mai"), or as Chinese writes it in a date ("5月", not "五月").
    if (type === 'month') return intl.formatMessage(profileMessages.birthdayMonthOption, { month: new Date(2000, data - 1, 1) });
    return intl.formatDate(new Date(2000, 0, data), { day: 'numeric' });
  };
  return (
    <div className={styles.birthday}>
      {/* The form's label names the button ("Birthday"), which a screen reader then says instead of
          its text: the date it shows is its description. */}
      <button id={id} type="button" className={styles.fieldButton} onClick={() => setOpen(true)} aria-haspopup="dialog" aria-describedby={valueId}>
        <span id={valueId}>{date ? intl.formatDate(date, { dateStyle: 'long' }) : intl.formatMessage(profileMessages.birthdayNotSet)}</span>
      </button>
      {date && (
        <button type="button" className={styles.clear} onClick={() => onChange?.('')}>
          {intl.formatMessage(profileMessages.birthdayClear)}
        </button>
      )}
      <DatePicker
        className={styles.picker}
        visible={open}
        renderLabel={renderLabel}
        // A desktop mouse's wheel turns them too.
        mouseWheel
        // antd's wheels are for touch: by keyboard and screen reader they are spin buttons.
        afterShow={() => {
          const picker = document.querySelector<HTMLElement>(`.${styles.picker}`);
          wheelKeysOff.current?.();
          wheelKeysOff.current = picker
            ? enableWheelKeys(
                picker,
                [commonMessages.year, commonMessages.month, commonMessages.day].map((name) => intl.formatMessage(name)),
                // Enter takes the date the wheels show: each wheel's first option is 1920, January, the 1st.
                ([year = 0, month = 0, day = 0]) => {
                  onChange?.(toIsoDate(new Date(EARLIEST_YEAR + year, month, day + 1)));
                  setOpen(false);
                },
              )
            : null;
        }}
        afterClose={() => {
          wheelKeysOff.current?.();
          wheelKeysOff.current = null;
        }}
        onClose={() => setOpen(false)}
        title={intl.formatMessage(profileMessages.birthdayChoose)}
        min={new Date(EARLIEST_YEAR, 0, 1)}
        max={today}
        value={date ?? new Date(today.getFullYear() - 30, 0, 1)}
        confirmText={intl.formatMessage(profileMessages.confirm)}
        cancelText={intl.formatMessage(commonMessages.close)}
        onConfirm={(picked) => onChange?.(toIsoDate(picked))}
      />
    </div>
  );
}
