import type { PlaylistDetail, PlaylistItem, PlaylistSummary } from '@kora/shared/contracts';

/*
 * Playlists as the API answers them, for the tests of the playlists' screens and pieces.
 */

export const aPlaylist = (id: number, overrides: Partial<PlaylistSummary> = {}): PlaylistSummary => ({
  id,
  name: `Playlist ${id}`,
  description: null,
  public: false,
  owner: { id: 7, name: 'lea.martin' },
  itemCount: 0,
  duration: 0,
  covers: [],
  snapshotId: `snap-${id}-1`,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-02T10:00:00.000Z',
  ...overrides,
});

/** A track row (an episode with `kind: 'episode'`); `position` is 0-based. */
export const anItem = (id: number, position: number, overrides: Partial<PlaylistItem> = {}): PlaylistItem => ({
  position,
  kind: 'track',
  id,
  title: `Titre ${id}`,
  subtitle: 'Nadia Kane',
  cover: `http://api.test/uploads/images/release-${id}.png`,
  duration: 180,
  audioUrl: `http://api.test/uploads/audio/t-${id}.wav`,
  link: `/release/${id * 10}`,
  available: true,
  addedAt: '2026-05-02T10:00:00.000Z',
  ...overrides,
});

/** A playlist with its rows; its count, duration and covers follow the rows. */
export const aPlaylistDetail = (
  id: number,
  items: PlaylistItem[],
  overrides: Partial<PlaylistDetail> = {},
): PlaylistDetail => ({
  ...aPlaylist(id, {
    itemCount: items.length,
    duration: items.reduce((total, item) => total + item.duration, 0),
    covers: items.slice(0, 4).flatMap((item) => (item.cover ? [item.cover] : [])),
  }),
  owned: true,
  items: items.map((item, position) => ({ ...item, position })),
  ...overrides,
});
