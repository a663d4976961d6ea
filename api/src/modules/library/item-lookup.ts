import type { FavouriteKind, PlaylistItemKind } from '@kora/shared/contracts';
import { href } from '@kora/shared/routes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';

/** What the library shows of a release, track, artist, podcast or episode that still exists. */
export interface CatalogueItem {
  title: string;
  /** The artist, or the podcast of an episode. */
  subtitle: string | null;
  /** Stored media paths. */
  cover: string | null;
  audio: string | null;
  /** Seconds; 0 for what is not played. */
  duration: number;
  /** Its page on the site. */
  link: string;
  /** Visitors may see it: a published release (or a track of one), a published or live podcast and episode. */
  available: boolean;
}

type Reader = Kysely<Database>;
type Found = CatalogueItem & { id: number };
type Lookup = (db: Reader, ids: number[]) => Promise<Found[]>;

const PUBLIC_PODCAST = ['published', 'live'];

/** What is not given: no subtitle, cover or sound. */
const found = (fields: Pick<Found, 'id' | 'title' | 'link' | 'available'> & Partial<CatalogueItem>): Found => ({
  subtitle: null,
  cover: null,
  audio: null,
  duration: 0,
  ...fields,
});

const LOOKUPS: Record<FavouriteKind, Lookup> = {
  async releases(db, ids) {
    const rows = await db
      .selectFrom('releases')
      .innerJoin('artists', 'artists.id', 'releases.artist_id')
      .select(['releases.id', 'releases.title', 'releases.cover', 'releases.status', 'artists.name as artist'])
      .where('releases.id', 'in', ids)
      .execute();
    return rows.map(({ id, title, artist, cover, status }) =>
      found({ id, title, subtitle: artist, cover, link: href('release', { id }), available: status === 'published' }),
    );
  },

  async tracks(db, ids) {
    const rows = await db
      .selectFrom('tracks')
      .innerJoin('releases', 'releases.id', 'tracks.release_id')
      .innerJoin('artists', 'artists.id', 'releases.artist_id')
      .select([
        'tracks.id',
        'tracks.title',
        'tracks.duration_seconds as duration',
        'tracks.audio_file as audio',
        'releases.id as release_id',
        'releases.cover',
        'releases.status',
        'artists.name as subtitle',
      ])
      .where('tracks.id', 'in', ids)
      .execute();
    return rows.map(({ release_id, status, ...track }) =>
      found({ ...track, link: href('release', { id: release_id }), available: status === 'published' }),
    );
  },

  async artists(db, ids) {
    const rows = await db
      .selectFrom('artists')
      .select(['id', 'name', 'slug', 'image'])
      .where('id', 'in', ids)
      .execute();
    return rows.map(({ id, name, slug, image }) =>
      found({ id, title: name, cover: image, link: href('artist', { idOrSlug: slug }), available: true }),
    );
  },

  async podcasts(db, ids) {
    const rows = await db
      .selectFrom('podcasts')
      .select(['id', 'title', 'cover_image', 'status'])
      .where('id', 'in', ids)
      .execute();
    return rows.map(({ id, title, cover_image, status }) =>
      found({
        id,
        title,
        cover: cover_image,
        link: href('podcast', { id }),
        available: PUBLIC_PODCAST.includes(status),
      }),
    );
  },

  async episodes(db, ids) {
    const rows = await db
      .selectFrom('episodes')
      .innerJoin('podcasts', 'podcasts.id', 'episodes.podcast_id')
      .select([
        'episodes.id',
        'episodes.title',
        'episodes.cover_image',
        'episodes.audio_file as audio',
        'episodes.duration_seconds as duration',
        'episodes.status',
        'podcasts.title as subtitle',
        'podcasts.cover_image as podcast_cover',
        'podcasts.status as podcast_status',
      ])
      .where('episodes.id', 'in', ids)
      .execute();
    return rows.map(({ cover_image, podcast_cover, status, podcast_status, ...episode }) =>
      found({
        ...episode,
        cover: cover_image ?? podcast_cover,
        link: href('episode', { id: episode.id }),
        available: PUBLIC_PODCAST.includes(status) && PUBLIC_PODCAST.includes(podcast_status),
      }),
    );
  },
};

/** Ids per query: well under both databases' limits on bound parameters. */
const CHUNK = 1000;

/** The items of one kind that still exist, by id (a deleted one is missing). */
export async function lookUpItems(
  db: Reader,
  kind: FavouriteKind,
  ids: readonly number[],
): Promise<Map<number, CatalogueItem>> {
  const unique = [...new Set(ids)];
  const items = new Map<number, CatalogueItem>();
  for (let start = 0; start < unique.length; start += CHUNK) {
    for (const { id, ...item } of await LOOKUPS[kind](db, unique.slice(start, start + CHUNK))) items.set(id, item);
  }
  return items;
}

/** The favourites' kind a playlist item is looked up as. */
export const KIND_OF_PLAYLIST_ITEM: Readonly<Record<PlaylistItemKind, FavouriteKind>> = {
  track: 'tracks',
  episode: 'episodes',
};

/** The tracks and episodes of playlist entries, looked up together: a finder by kind and id. */
export async function lookUpPlaylistEntries(
  db: Reader,
  entries: ReadonlyArray<{ kind: PlaylistItemKind; id: number }>,
): Promise<(kind: PlaylistItemKind, id: number) => CatalogueItem | undefined> {
  const idsOf = (kind: PlaylistItemKind) => entries.filter((entry) => entry.kind === kind).map((entry) => entry.id);
  const found = {
    track: await lookUpItems(db, KIND_OF_PLAYLIST_ITEM.track, idsOf('track')),
    episode: await lookUpItems(db, KIND_OF_PLAYLIST_ITEM.episode, idsOf('episode')),
  };
  return (kind, id) => found[kind].get(id);
}
