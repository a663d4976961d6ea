import { formatDate, formatDateTime, formatTime } from './date';

const iso = '2025-03-15T20:30:00Z';

describe('date formatting', () => {
  it('is French by default', () => {
    expect(formatDate(iso, undefined, 'UTC')).toBe('15 mars 2025');
    expect(formatTime(iso, undefined, 'UTC')).toBe('20:30');
    expect(formatDateTime(iso, undefined, 'UTC')).toBe('15 mars 2025 à 20:30');
  });

  it('accepts another locale', () => {
    expect(formatDate(iso, 'en-GB', 'UTC')).toBe('15 March 2025');
    expect(formatDate(iso, 'es-ES', 'UTC')).toBe('15 de marzo de 2025');
  });

  it('accepts Date objects and timestamps', () => {
    expect(formatTime(new Date(iso), 'fr-FR', 'UTC')).toBe('20:30');
    expect(formatDate(Date.parse(iso), 'fr-FR', 'Africa/Abidjan')).toBe('15 mars 2025');
  });

  it('gives an empty string for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
