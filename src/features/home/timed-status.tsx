import BellOutline from 'antd-mobile-icons/es/BellOutline';
import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import type { TimedStatus as Status } from '@/api/types';
import { Countdown } from '@/components/countdown';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import { homeMessages as m } from './home-messages';
import { askToNotify } from '@/lib/system-notification';
import { addReminder, getReminders, removeReminder, subscribeReminders } from './reminders';
import styles from './timed-status.module.css';

interface TimedStatusProps {
  status: Status;
  start: number;
  end: number;
  /** 'batch:12', 'activity:3': what a reminder is kept under. */
  reminderKey: string;
  title: string;
  /** The start or end has come: the page asks the server for the new status. */
  onChange: () => void;
}

/** A batch's or promotion's time: a live countdown to its end or start, and remind-me before it starts. */
export function TimedStatus({ status, start, end, reminderKey, title, onChange }: TimedStatusProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const reminded = useSyncExternalStore(subscribeReminders, () => getReminders().some((r) => r.key === reminderKey));

  if (status === 'ended') return <span className={styles.ended}>{intl.formatMessage(m.ended)}</span>;
  if (status === 'ongoing') {
    return (
      <span className={styles.line}>
        <span>{intl.formatMessage(m.endsIn)}</span>
        <Countdown to={end} onEnd={onChange} className={styles.clock} />
      </span>
    );
  }

  // The reminder itself is fired by the app-wide ReminderHost, on whatever page is open.
  const remind = () => {
    if (reminded) {
      removeReminder(reminderKey);
      dispatch(toastRequested({ text: { message: m.reminderRemovedToast, values: { title } } }));
      return;
    }
    addReminder({ key: reminderKey, title, start });
    askToNotify();
    dispatch(toastRequested({ text: { message: m.reminderSetToast, values: { title } }, icon: 'success' }));
  };
  return (
    <span className={styles.line}>
      <span>{intl.formatMessage(m.startsIn)}</span>
      <Countdown to={start} onEnd={onChange} className={styles.clock} />
      <button type="button" className={styles.remind} aria-pressed={reminded} onClick={remind}>
        <BellOutline aria-hidden />
        {intl.formatMessage(reminded ? m.reminderSet : m.remindMe)}
      </button>
    </span>
  );
}
