import type { OfflinePackageKind } from '@kora/shared/contracts';
import { href } from '@kora/shared/routes';
import type { Db } from '../../db/connection';
import { notFound } from '../../http/errors';
import type { MediaUrls } from '../../media/urls';
import { PodcastsRepository } from '../catalogue/podcasts-repository';
import { CataloguePresenter } from '../catalogue/presenters';
import { RELEASE_NOT_FOUND, ReleasesRepository } from '../catalogue/releases-repository';
import { PlaylistContents } from '../library/playlist-contents';
import { PLAYLIST_NOT_FOUND, PlaylistsRepository } from '../library/playlists-repository';

export const EPISODE_NOT_FOUND = 'Épisode non trouvé';

/** A track or an episode a saved item holds, as the catalogue answers it (audioUrl null: nothing to play). */
export interface PackageEntry {
  trackId: number | null;
  episodeId: number | null;
  title: string;
  artist: string;
  cover: string | null;
  audioUrl: string | null;
  duration: number;
}

/** A release, a playlist or an episode as saving it for offline sees it. */
export interface PackageSource {
  title: string;
  subtitle: string;
  cover: string | null;
  link: string;
  entries: PackageEntry[];
}

type Source = (id: number, viewerId: number) => Promise<PackageSource>;

/**
 * What each kind of item holds, read as the catalogue and the library answer it to the same viewer: a
 * published release, a public playlist or one of the viewer's own (another's private one is missing),
 * a published episode. 404 with the kind's message otherwise.
 */
export function packageSources(db: Db, media: MediaUrls): Record<OfflinePackageKind, Source> {
  const releases = new ReleasesRepository(db);
  const playlists = new PlaylistsRepository(db);
  const contents = new PlaylistContents(db, media);
  const podcasts = new PodcastsRepository(db);
  const present = new CataloguePresenter(media);

  return {
    async release(id) {
      const row = await releases.find(id);
      if (!row) throw notFound(RELEASE_NOT_FOUND);
      const tracks = row.type === 'video' ? [] : ((await releases.tracksOf([row.id])).get(row.id) ?? []);
      return {
        title: row.title,
        subtitle: row.artist_name,
        cover: media.url(row.cover),
        link: href('release', { id: row.id }),
        entries: tracks
          .map((track) => present.track(track, row))
          .map((track) => ({
            trackId: track.id,
            episodeId: null,
            title: track.title,
            artist: track.artist,
            cover: track.cover,
            audioUrl: track.audioUrl,
            duration: track.duration,
          })),
      };
    },

    async playlist(id, viewerId) {
      const row = await playlists.find(id);
      if (!row || (row.public !== 1 && row.user_id !== viewerId)) throw notFound(PLAYLIST_NOT_FOUND);
      const playlist = await contents.detail(row, viewerId);
      return {
        title: playlist.name,
        subtitle: playlist.owner.name,
        cover: playlist.covers[0] ?? null,
        link: href('playlist', { id: playlist.id }),
        entries: playlist.items
          .filter((item) => item.available)
          .map((item) => ({
            trackId: item.kind === 'track' ? item.id : null,
            episodeId: item.kind === 'episode' ? item.id : null,
            title: item.title,
            artist: item.subtitle ?? '',
            cover: item.cover,
            audioUrl: item.audioUrl,
            duration: item.duration,
          })),
      };
    },

    async episode(id) {
      const row = await podcasts.findEpisode(id);
      if (!row) throw notFound(EPISODE_NOT_FOUND);
      const episode = present.episode(row);
      return {
        title: episode.title,
        subtitle: episode.podcast.title,
        cover: episode.coverImage,
        link: href('episode', { id: episode.id }),
        // A live episode is still being recorded: there is no copy to keep yet.
        entries:
          episode.status === 'published'
            ? [
                {
                  trackId: null,
                  episodeId: episode.id,
                  title: episode.title,
                  artist: episode.host || episode.podcast.title,
                  cover: episode.coverImage,
                  audioUrl: episode.audioUrl,
                  duration: episode.duration,
                },
              ]
            : [],
      };
    },
  };
}
