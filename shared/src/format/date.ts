export const DEFAULT_LOCALE = 'fr-FR';

export type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function format(value: DateInput, locale: string, options: Intl.DateTimeFormatOptions, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(date);
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
