import { formatDate } from '@kora/shared/format';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** 'il y a 5 minutes', 'hier', '3 days ago'… in the locale; older than a week, the date itself. */
export function formatRelativeTime(value: string, locale: string, now: number = Date.now()): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '';
  const seconds = Math.round((time - now) / 1000);
  const elapsed = Math.abs(seconds);
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (elapsed < MINUTE) return relative.format(0, 'second');
  if (elapsed < HOUR) return relative.format(Math.trunc(seconds / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(Math.trunc(seconds / HOUR), 'hour');
  if (elapsed < WEEK) return relative.format(Math.trunc(seconds / DAY), 'day');
  return formatDate(value, locale);
}
