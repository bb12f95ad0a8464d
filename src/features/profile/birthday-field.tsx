import DatePicker from 'antd-mobile/es/components/date-picker';
import { useState } from 'react';
import { useIntl } from 'react-intl';
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
  return (
    <div className={styles.birthday}>
      <button id={id} type="button" className={styles.fieldButton} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {date ? intl.formatDate(date, { dateStyle: 'long' }) : intl.formatMessage(profileMessages.birthdayNotSet)}
      </button>
      {date && (
        <button type="button" className={styles.clear} onClick={() => onChange?.('')}>
          {intl.formatMessage(profileMessages.birthdayClear)}
        </button>
      )}
      <DatePicker
        visible={open}
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
