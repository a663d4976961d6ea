export const DEFAULT_LOCALE = 'fr-FR';

export type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

type Layout = 'date' | 'time' | 'dateTime';

const LAYOUTS: Readonly<Record<Layout, Intl.DateTimeFormatOptions>> = {
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit' },
  dateTime: { dateStyle: 'long', timeStyle: 'short' },
};

/** Built once per layout, locale and zone: a list of dated cards would otherwise build one per card. */
const formats = new Map<string, Intl.DateTimeFormat>();

function format(value: DateInput, locale: string, layout: Layout, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '';
  const key = `${layout}|${locale}|${timeZone ?? ''}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...LAYOUTS[layout], timeZone });
    formats.set(key, formatter);
  }
  return formatter.format(date);
}

/** '15 mars 2025'; an empty or invalid value gives ''. `timeZone` defaults to the browser's. */
export function formatDate(value: DateInput, locale = DEFAULT_LOCALE, timeZone?: string): string {
  return format(value, locale, 'date', timeZone);
}

/** '20:30'. */
export function formatTime(value: DateInput, locale = DEFAULT_LOCALE, timeZone?: string): string {
  return format(value, locale, 'time', timeZone);
}

/** '15 mars 2025 à 20:30'. */
export function formatDateTime(value: DateInput, locale = DEFAULT_LOCALE, timeZone?: string): string {
  return format(value, locale, 'dateTime', timeZone);
}
