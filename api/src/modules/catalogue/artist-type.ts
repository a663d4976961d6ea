/**
 * Artist types of the release filter (the spec names them, never defines them): an artist on Kora for
 * more than a year is 'legacy' (an established catalogue), one who joined within the year is 'active'.
 */
export const LEGACY_AFTER_DAYS = 365;

/** Artists created before this instant are legacy. */
export function legacyCutoff(now: Date = new Date()): string {
  return new Date(now.getTime() - LEGACY_AFTER_DAYS * 24 * 60 * 60 * 1000).toISOString();
}
