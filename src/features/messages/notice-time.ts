import type { IntlShape } from 'react-intl';

/** Today's messages show the time; older ones the date (and the year when it is not this one). */
export function formatNoticeTime(intl: IntlShape, unixSeconds: number, now: Date = new Date()): string {
  const when = new Date(unixSeconds * 1000);
  if (when.toDateString() === now.toDateString()) return intl.formatTime(when, { hour: 'numeric', minute: '2-digit' });
  const sameYear = when.getFullYear() === now.getFullYear();
  return intl.formatDate(when, sameYear ? { month: 'short', day: 'numeric' } : { year: 'numeric', month: 'short', day: 'numeric' });
}
