import { formatRelativeTime } from './relative-time';

const now = Date.parse('2026-11-22T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it('says how long ago in the reader’s language', () => {
    expect(formatRelativeTime(ago(20), 'fr-FR', now)).toBe('maintenant');
    expect(formatRelativeTime(ago(5 * 60), 'fr-FR', now)).toBe('il y a 5 minutes');
    expect(formatRelativeTime(ago(59 * 60 + 59), 'fr-FR', now)).toBe('il y a 59 minutes');
    expect(formatRelativeTime(ago(3 * 3600), 'fr-FR', now)).toBe('il y a 3 heures');
    expect(formatRelativeTime(ago(30 * 3600), 'fr-FR', now)).toBe('hier');
    expect(formatRelativeTime(ago(5 * 60), 'en-GB', now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 86400), 'es-ES', now)).toBe('hace 3 días');
  });

  it('gives the date itself after a week, and nothing for a date it cannot read', () => {
    expect(formatRelativeTime('2026-11-01T10:00:00Z', 'fr-FR', now)).toBe('1 novembre 2026');
    expect(formatRelativeTime('not a date', 'fr-FR', now)).toBe('');
  });
});
