import { useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested, type UiText } from '@/state/ui-slice';
import { reminderMessages as m } from './reminder-messages';
import { notifyInBackground } from '@/lib/system-notification';
import { getReminders, subscribeReminders, takeReminder } from './reminders';

/** A reminder told within this long of its start says "has started"; later, it says when (seconds). */
const ON_TIME_S = 60;
/** Timers are re-armed at least this often (ms): far starts outlast setTimeout's range. */
const MAX_WAIT_MS = 3_600_000;

/**
 * Fires remind-me for batches and promotions on whatever page is open, not only while the home
 * tab shows the countdown: a toast, and a system notification when the tab is in the background.
 * Mounted once by the app's root layout.
 */
export function ReminderHost() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const reminders = useSyncExternalStore(subscribeReminders, getReminders);
  const [wakeUps, setWakeUps] = useState(0);

  useEffect(() => {
    const nowS = Date.now() / 1000;
    for (const due of reminders.filter((r) => r.start <= nowS)) {
      if (!takeReminder(due.key)) continue;
      const late = nowS - due.start > ON_TIME_S;
      const text: UiText = late
        ? { message: m.reminderMissed, values: { title: due.title, time: intl.formatTime(due.start * 1000, { hour: '2-digit', minute: '2-digit' }) } }
        : { message: m.reminderStarted, values: { title: due.title } };
      dispatch(toastRequested({ text, durationMs: 4000 }));
      notifyInBackground(intl.formatMessage(m.reminderStarted, { title: due.title }), due.title);
    }
    const next = Math.min(...getReminders().map((r) => r.start));
    if (!Number.isFinite(next)) return;
    const timer = setTimeout(() => setWakeUps((n) => n + 1), Math.min(MAX_WAIT_MS, Math.max(0, next * 1000 - Date.now())));
    return () => clearTimeout(timer);
  }, [reminders, wakeUps, dispatch, intl]);

  return null;
}
