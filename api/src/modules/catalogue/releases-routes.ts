import {
  getRelease,
  latestAudioTracks,
  listReleases,
  newReleases,
  topReleases,
} from '@kora/shared/contracts/endpoints';
import { RELEASE_LIST_LIMIT } from '@kora/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { CataloguePresenter } from './presenters';
import { AUDIO_RELEASE_TYPES, ReleasesRepository, type ReleaseFilter, RELEASE_NOT_FOUND } from './releases-repository';

/** Releases: lists (newest, top, new), detail with tracks, latest audio tracks. */
export default async function releasesRoutes(app: FastifyInstance): Promise<void> {
  const releases = new ReleasesRepository(app.db);
  const present = new CataloguePresenter(app.media);

  async function summaries(filter: ReleaseFilter) {
    const rows = await releases.list(filter);
    const tracks = await releases.tracksOf(rows.map((row) => row.id));
    return rows.map((row) => present.releaseSummary(row, tracks.get(row.id) ?? []));
  }

  route(app, listReleases, async (request) => {
    const { limit, offset, exclude, type, genre, search, artistType, sort = 'newest' } = request.query;
    return summaries({
      limit: limit ?? RELEASE_LIST_LIMIT,
      offset: offset ?? 0,
      exclude,
      genre,
      search,
      artistType,
      types: type ? [type] : undefined,
      order: sort,
    });
  });

  route(app, topReleases, async (request) => {
    const { limit = RELEASE_LIST_LIMIT, exclude, type, genre } = request.query;
    return summaries({ limit, exclude, genre, types: type ? [type] : AUDIO_RELEASE_TYPES, order: 'most-played' });
  });

  route(app, newReleases, async (request) => {
    const { limit = RELEASE_LIST_LIMIT, exclude, type, genre } = request.query;
    return summaries({ limit, exclude, genre, types: type ? [type] : AUDIO_RELEASE_TYPES, order: 'newest' });
  });

  route(app, latestAudioTracks, async (request) => {
    const rows = await releases.latestTracks(request.query.limit ?? 10);
    return rows.map((row) => ({
      ...present.track(row, { cover: row.release_cover, artist_name: row.artist_name, artist_slug: row.artist_slug }),
      releaseTitle: row.release_title,
      releaseType: row.release_type,
    }));
  });

  route(app, getRelease, async (request) => {
    const row = await releases.find(request.params.id);
    if (!row) throw notFound(RELEASE_NOT_FOUND);
    const tracks = (await releases.tracksOf([row.id])).get(row.id) ?? [];
    const clip = row.video_clip_id ? ((await releases.clip(row.video_clip_id)) ?? null) : null;
    return present.releaseDetail(row, tracks, clip);
  });
}
