import { readStorage, writeStorage } from '@/lib/storage';

/**
 * Remind-me for batches and promotions that have not started. The API's setRemind marks coupons
 * as shown and no call records a wish to be reminded of a batch, so the wish lives on this device
 * (local storage). The app-wide ReminderHost fires it on whatever page is open (a toast, and a
 * system notification when the tab is in the background and the shopper allowed them); a start
 * that passed while the shop was closed is told on the next visit, within a day.
 */
const KEY = 'acc_reminders';

/** How long after its start a missed reminder is still worth telling (seconds). */
export const MISSED_REMINDER_WINDOW_S = 24 * 3600;

export interface Reminder {
  key: string;
  title: string;
  /** Unix seconds. */
  start: number;
}

let cache: Reminder[] | null = null;
const listeners = new Set<() => void>();

function read(): Reminder[] {
  if (cache) return cache;
  try {
    const parsed: unknown = JSON.parse(readStorage(KEY) || '[]');
    const nowSeconds = Date.now() / 1000;
    // Reminders whose start passed more than a day ago are stale news: dropped on the first read.
    cache = Array.isArray(parsed)
      ? parsed.filter(
          (r): r is Reminder =>
            typeof r === 'object' &&
            r !== null &&
            typeof (r as Reminder).key === 'string' &&
            typeof (r as Reminder).start === 'number' &&
            (r as Reminder).start > nowSeconds - MISSED_REMINDER_WINDOW_S,
        )
      : [];
  } catch {
    cache = [];
  }
  return cache;
}

function write(next: Reminder[]) {
  cache = next;
  writeStorage(KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

export function getReminders(): Reminder[] {
  return read();
}

export function subscribeReminders(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function addReminder(reminder: Reminder): void {
  write([...read().filter((r) => r.key !== reminder.key), reminder]);
}

/** The shopper changed their mind. */
export function removeReminder(key: string): void {
  if (read().some((r) => r.key === key)) write(read().filter((r) => r.key !== key));
}

/** Removes and answers the reminder, if there was one. */
export function takeReminder(key: string): Reminder | undefined {
  const found = read().find((r) => r.key === key);
  if (found) write(read().filter((r) => r.key !== key));
  return found;
}

/** For tests. */
export function resetReminders(): void {
  cache = null;
}
