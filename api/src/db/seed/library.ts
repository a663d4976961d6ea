import type { Transaction } from 'kysely';
import { recountEngagement } from '../../modules/library/engagement-counts';
import type { Database } from '../tables';
import type { DemoAccount } from './accounts';
import { ARTISTS, RELEASES } from './catalogue-content';
import { PODCASTS } from './podcast-content';

/** A track of RELEASES: [release index, track index]. */
type TrackRef = readonly [number, number];

interface LibrarySeed {
  account: DemoAccount['key'];
  /** Artist names. */
  follows: readonly string[];
  likes: readonly TrackRef[];
  releases: readonly number[];
  podcasts: readonly number[];
  /** [podcast index, episode index] into PODCASTS. */
  episodes: ReadonlyArray<readonly [number, number]>;
}

/**
 * What the demo accounts follow, like and keep: the artists' followers and the releases' likes are
 * counted from these. Léa (the Free listener) keeps nothing: an e2e flow fills her library.
 */
const LIBRARIES: readonly LibrarySeed[] = [
  {
    account: 'premium',
    follows: ['Lina Duval', 'Nadia Kane', 'Aya Diop', 'Malik Sy', 'Kofi Mensah'],
    likes: [
      [0, 0],
      [1, 1],
      [1, 4],
      [8, 0],
      [19, 2],
      [29, 0],
      [30, 0],
    ],
    releases: [1, 30],
    podcasts: [1],
    episodes: [[0, 1]],
  },
  {
    account: 'podcaster',
    follows: ['Lina Duval', 'Les Ondes Nocturnes'],
    likes: [
      [2, 1],
      [3, 0],
      [29, 0],
    ],
    releases: [],
    podcasts: [2],
    episodes: [],
  },
  {
    account: 'artist',
    follows: ['Nadia Kane', 'Mamadou Kora'],
    likes: [
      [0, 0],
      [27, 1],
    ],
    releases: [9],
    podcasts: [],
    episodes: [],
  },
];

/** Sofia's public playlist, which visitors can open and play. */
const DEMO_PLAYLIST = {
  account: 'premium' as const,
  name: 'Découvertes Kora',
  description: 'Un titre de chaque coin du catalogue pour commencer : soul, électro, afrobeats, jazz, highlife.',
  tracks: [
    [0, 0],
    [3, 0],
    [8, 0],
    [12, 0],
    [20, 0],
    [29, 0],
  ] as readonly TrackRef[],
};

export interface LibraryRefs {
  userIds: Record<string, number>;
  artistIds: readonly number[];
  releaseIds: readonly number[];
  podcastIds: readonly number[];
  episodeIds: ReadonlyArray<readonly number[]>;
  daysAgo: (days: number, hour?: number) => string;
}

/** Writes the demo library, then sets every follower and like count from it. */
export async function seedLibrary(trx: Transaction<Database>, refs: LibraryRefs): Promise<void> {
  const tracks = await trx.selectFrom('tracks').select(['id', 'release_id', 'position']).execute();
  const trackOf = ([release, track]: TrackRef) => {
    const row = tracks.find((each) => each.release_id === refs.releaseIds[release] && each.position === track + 1);
    if (!row) throw new Error(`No track ${track + 1} in ${RELEASES[release].title}`);
    return { id: row.id, title: RELEASES[release].tracks[track].title };
  };
  const artistIdOf = (name: string) => {
    const index = ARTISTS.findIndex((artist) => artist.name === name);
    if (index < 0) throw new Error(`Unknown artist ${name}`);
    return refs.artistIds[index];
  };

  for (const library of LIBRARIES) {
    const kept = [
      ...library.follows.map((name) => ({ kind: 'artists' as const, item_id: artistIdOf(name), title: name })),
      ...library.likes.map((ref) => {
        const track = trackOf(ref);
        return { kind: 'tracks' as const, item_id: track.id, title: track.title };
      }),
      ...library.releases.map((r) => ({
        kind: 'releases' as const,
        item_id: refs.releaseIds[r],
        title: RELEASES[r].title,
      })),
      ...library.podcasts.map((p) => ({
        kind: 'podcasts' as const,
        item_id: refs.podcastIds[p],
        title: PODCASTS[p].title,
      })),
      ...library.episodes.map(([p, e]) => ({
        kind: 'episodes' as const,
        item_id: refs.episodeIds[p][e],
        title: PODCASTS[p].episodes[e].title,
      })),
    ];
    await trx
      .insertInto('favourites')
      .values(
        kept.map((favourite, i) => ({
          ...favourite,
          user_id: refs.userIds[library.account],
          created_at: refs.daysAgo(40 - i, 18),
        })),
      )
      .execute();
  }

  const created = refs.daysAgo(25);
  const playlist = await trx
    .insertInto('playlists')
    .values({
      user_id: refs.userIds[DEMO_PLAYLIST.account],
      name: DEMO_PLAYLIST.name,
      description: DEMO_PLAYLIST.description,
      public: 1,
      version: DEMO_PLAYLIST.tracks.length + 1,
      item_count: DEMO_PLAYLIST.tracks.length,
      created_at: created,
      updated_at: refs.daysAgo(20),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('playlist_items')
    .values(
      DEMO_PLAYLIST.tracks.map((ref, position) => {
        const track = trackOf(ref);
        return {
          playlist_id: playlist.id,
          position,
          kind: 'track' as const,
          item_id: track.id,
          title: track.title,
          added_at: refs.daysAgo(25 - position),
        };
      }),
    )
    .execute();

  await recountEngagement(trx);
}
