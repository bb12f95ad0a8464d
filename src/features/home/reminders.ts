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

/** Longer than any batch or promotion title; a stored megabyte is not a reminder. */
const MAX_TITLE_LENGTH = 200;

/**
 * One stored reminder, checked field by field: the toast and the system notification render its
 * title, so a title that is not text (an object) must never reach them. Anything else is dropped.
 */
function toReminder(raw: unknown): Reminder | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const { key, title, start } = raw as Record<string, unknown>;
  if (typeof key !== 'string' || key === '' || key.length > 100) return null;
  if (typeof title !== 'string' || typeof start !== 'number' || !Number.isFinite(start)) return null;
  return { key, title: title.slice(0, MAX_TITLE_LENGTH), start };
}

function read(): Reminder[] {
  if (cache) return cache;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readStorage(KEY) || '[]');
  } catch {
    parsed = [];
  }
  const nowSeconds = Date.now() / 1000;
  // Reminders whose start passed more than a day ago are stale news: dropped on the first read.
  cache = (Array.isArray(parsed) ? parsed : [])
    .map(toReminder)
    .filter((r): r is Reminder => r !== null && r.start > nowSeconds - MISSED_REMINDER_WINDOW_S);
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
