export const DEFAULT_LOCALE = 'fr-FR';

export type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Built once per layout, language and zone: a list of dated cards would otherwise build one per card. */
const formats = new Map<string, Intl.DateTimeFormat>();

function format(value: DateInput, locale: string, options: Intl.DateTimeFormatOptions, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '';
  const key = `${locale}${JSON.stringify(options)}${timeZone}`;
  let formatter = formats.get(key);
  if (!formatter) formats.set(key, (formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone })));
  return formatter.format(date);
}

/** '15 mars 2025'; an empty or invalid value gives ''. `timeZone` defaults to the browser's. */
export function formatDate(value: DateInput, locale = DEFAULT_LOCALE, timeZone?: string): string {
  return format(value, locale, { day: 'numeric', month: 'long', year: 'numeric' }, timeZone);
}

/** '20:30'. */
export function formatTime(value: DateInput, locale = DEFAULT_LOCALE, timeZone?: string): string {
  return format(value, locale, { hour: '2-digit', minute: '2-digit' }, timeZone);
}

/** '15 mars 2025 à 20:30'. */
export function formatDateTime(value: DateInput, locale = DEFAULT_LOCALE, timeZone?: string): string {
  return format(value, locale, { dateStyle: 'long', timeStyle: 'short' }, timeZone);
}
