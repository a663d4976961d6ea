import { stripHtml } from '@kora/shared';
import type { KoraEvent } from '@kora/shared/contracts';

/** An event without an end lasts this long in the calendar. */
export const DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** '2026-12-12T19:30:00.000Z' → '20261212T193000Z' (RFC 5545 UTC date-time). */
export function calendarDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Lines longer than 75 octets folded: CRLF then a space, never inside a character (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines begin with a space, which counts toward their 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

export interface CalendarEventInput {
  event: Pick<KoraEvent, 'id' | 'title' | 'datetime' | 'endDatetime' | 'description'>;
  /** The event's page. */
  url: string;
  /** Where it takes place, in one line. */
  location: string;
  /** When the file is made (DTSTAMP). */
  now?: Date;
}

/** An iCalendar file with the event as one VEVENT, for "Ajouter à mon agenda". */
export function eventCalendar({ event, url, location, now = new Date() }: CalendarEventInput): string {
  const start = new Date(event.datetime);
  const end = event.endDatetime ? new Date(event.endDatetime) : new Date(start.getTime() + DEFAULT_DURATION_MS);
  const host = new URL(url).host || 'kora';
  const description = stripHtml(event.description);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kora//Events//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:kora-event-${event.id}@${host}`,
    `DTSTAMP:${calendarDateTime(now)}`,
    `DTSTART:${calendarDateTime(start)}`,
    `DTEND:${calendarDateTime(end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(location ? [`LOCATION:${escapeText(location)}`] : []),
    ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
    `URL:${url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** The file's name: the title in lower case, accents dropped, words joined by hyphens. */
export function calendarFileName(title: string): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'evenement'}.ics`;
}
