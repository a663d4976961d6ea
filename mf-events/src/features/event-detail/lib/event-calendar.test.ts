import { anEvent } from '@kora/shared/testing';
import { calendarFileName, escapeText, eventCalendar, foldLine } from './event-calendar';

const now = new Date('2026-11-02T08:15:00.000Z');
const url = 'https://kora.example/event/7';

const build = (overrides = {}) =>
  eventCalendar({
    event: anEvent(7, { title: 'Nuit du ngoni', ...overrides }),
    url,
    location: 'Institut français, 8 rue Parchappe, 10000 Dakar',
    now,
  });

it('writes one VEVENT with its UID, stamps, UTC times, summary, location and address, CRLF-ended', () => {
  const text = build({ endDatetime: '2099-12-12T23:00:00.000Z' });
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = text.split('\r\n');
  expect(lines.slice(0, 6)).toEqual([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kora//Events//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
  ]);
  expect(lines).toEqual(
    expect.arrayContaining([
      'UID:kora-event-7@kora.example',
      'DTSTAMP:20261102T081500Z',
      'DTSTART:20991212T193000Z',
      'DTEND:20991212T230000Z',
      'SUMMARY:Nuit du ngoni',
      'LOCATION:Institut français\\, 8 rue Parchappe\\, 10000 Dakar',
      'DESCRIPTION:Une soirée.',
      'URL:https://kora.example/event/7',
      'END:VEVENT',
      'END:VCALENDAR',
    ]),
  );
});

it('lasts two hours when the event has no end', () => {
  expect(build({ endDatetime: null })).toContain('DTEND:20991212T213000Z\r\n');
});

it('escapes text values', () => {
  expect(escapeText('Rock; jazz, \\ et\nblues')).toBe('Rock\\; jazz\\, \\\\ et\\nblues');
  expect(build({ title: 'A; B, C', description: '<p>un</p><p>deux</p>' })).toContain('SUMMARY:A\\; B\\, C\r\n');
});

it('folds lines longer than 75 octets without cutting a character', () => {
  const long = `SUMMARY:${'é'.repeat(80)}`;
  const folded = foldLine(long);
  const parts = folded.split('\r\n');
  expect(parts.length).toBeGreaterThan(1);
  for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
  expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
  expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(long);
  expect(foldLine('SUMMARY:court')).toBe('SUMMARY:court');
});

it('names the file after the event', () => {
  expect(calendarFileName('Nuit du ngoni à Dakar !')).toBe('nuit-du-ngoni-a-dakar.ics');
  expect(calendarFileName('¡!')).toBe('evenement.ics');
});
