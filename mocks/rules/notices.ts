import type { NotificationSubject, NotificationType } from '@/api/types';
import { SYSTEM_NOTICES } from '../data/notices';
import { now } from '../lib/settings';
import type { DemoState, UserNoticeRecord } from '../state/schema';
import { nextId } from '../state/schema';

export function addNotice(
  db: DemoState,
  userId: number,
  type: NotificationType,
  key: UserNoticeRecord['key'],
  params: Record<string, string>,
  subject: NotificationSubject,
): void {
  db.notices.push({ id: nextId(db), userId, type, key, params, createTime: now(), subject });
}

/** System notices a shopper can see: those published before they joined count too. */
export function unreadCount(db: DemoState, userId: number): number {
  const read = new Set(db.noticeRead[String(userId)] ?? []);
  let count = 0;
  for (const n of SYSTEM_NOTICES) if (!read.has(n.id)) count += 1;
  for (const n of db.notices) if (n.userId === userId && !read.has(n.id)) count += 1;
  return count;
}

export function markRead(db: DemoState, userId: number, ids: number[]): void {
  const key = String(userId);
  const read = new Set(db.noticeRead[key] ?? []);
  for (const id of ids) read.add(id);
  db.noticeRead[key] = [...read];
}
