import { readStorage, writeStorage } from '@/lib/storage';

/**
 * Remind-me for batches and promotions that have not started. The API's setRemind marks coupons
 * as shown and no call records a wish to be reminded of a batch, so the wish lives on this device
 * (local storage) and the reminder is a toast when the start comes while the shop is open.
 */
const KEY = 'acc_reminders';

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
    // Reminders whose start passed while the shop was closed are dropped on the first read.
    cache = Array.isArray(parsed)
      ? parsed.filter(
          (r): r is Reminder =>
            typeof r === 'object' &&
            r !== null &&
            typeof (r as Reminder).key === 'string' &&
            typeof (r as Reminder).start === 'number' &&
            (r as Reminder).start > nowSeconds,
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
