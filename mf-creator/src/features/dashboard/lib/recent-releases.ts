import type { CreatorRelease } from '@kora/shared/contracts';

/** How many releases the dashboard lists (§9). */
export const RECENT_RELEASES = 5;

/** The artist's most recent releases by release date, newest first. */
export function recentReleases(releases: readonly CreatorRelease[], count = RECENT_RELEASES): CreatorRelease[] {
  return [...releases]
    .sort((a, b) => Date.parse(b.releaseDate) - Date.parse(a.releaseDate) || b.id - a.id)
    .slice(0, count);
}
