import { ReleaseListQuerySchema, ShortReleaseListQuerySchema, type ReleaseListQuery } from '@kora/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { errors, idParams, limitQuery, type IdParams } from '../../http/schemas';
import { CataloguePresenter } from './presenters';
import { AUDIO_RELEASE_TYPES, ReleasesRepository, type ReleaseFilter, RELEASE_NOT_FOUND } from './releases-repository';
import { arrayOf, latestAudioTrackSchema, releaseDetailSchema, releaseSummarySchema } from './schemas';

type ListQuery = ReleaseListQuery & { limit: number; offset: number };

/** Releases: lists (newest, top, new), detail with tracks, latest audio tracks. */
export default async function releasesRoutes(app: FastifyInstance): Promise<void> {
  const releases = new ReleasesRepository(app.db);
  const present = new CataloguePresenter(app.media);

  async function summaries(filter: ReleaseFilter) {
    const rows = await releases.list(filter);
    const tracks = await releases.tracksOf(rows.map((row) => row.id));
    return rows.map((row) => present.releaseSummary(row, tracks.get(row.id) ?? []));
  }

  app.get<{ Querystring: ListQuery }>(
    '/releases',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Published releases: search, filters, sort (newest first by default) and paging',
        querystring: ReleaseListQuerySchema,
        response: { 200: arrayOf(releaseSummarySchema), ...errors(400) },
      },
      config: { publicListCache: true },
    },
    async (request) => {
      const { limit, offset, exclude, type, genre, search, artistType, sort = 'newest' } = request.query;
      return summaries({
        limit,
        offset,
        exclude,
        genre,
        search,
        artistType,
        types: type ? [type] : undefined,
        order: sort,
      });
    },
  );

  app.get<{ Querystring: ListQuery }>(
    '/releases/top',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Most played audio releases (single, album, ep unless type is given)',
        querystring: ShortReleaseListQuerySchema,
        response: { 200: arrayOf(releaseSummarySchema), ...errors(400) },
      },
    },
    async (request) => {
      const { limit, exclude, type, genre } = request.query;
      return summaries({ limit, exclude, genre, types: type ? [type] : AUDIO_RELEASE_TYPES, order: 'most-played' });
    },
  );

  app.get<{ Querystring: ListQuery }>(
    '/releases/new',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Newest audio releases (single, album, ep unless type is given)',
        querystring: ShortReleaseListQuerySchema,
        response: { 200: arrayOf(releaseSummarySchema), ...errors(400) },
      },
    },
    async (request) => {
      const { limit, exclude, type, genre } = request.query;
      return summaries({ limit, exclude, genre, types: type ? [type] : AUDIO_RELEASE_TYPES, order: 'newest' });
    },
  );

  app.get<{ Querystring: { limit: number } }>(
    '/releases/latest-audio',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Tracks of the newest audio releases, playable',
        querystring: { type: 'object', properties: { limit: limitQuery(10) } },
        response: { 200: arrayOf(latestAudioTrackSchema), ...errors(400) },
      },
    },
    async (request) => {
      const rows = await releases.latestTracks(request.query.limit);
      return rows.map((row) => ({
        ...present.track(row, { cover: row.release_cover, artist_name: row.artist_name, artist_slug: row.artist_slug }),
        releaseTitle: row.release_title,
        releaseType: row.release_type,
      }));
    },
  );

  app.get<{ Params: IdParams }>(
    '/releases/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One release with its tracks',
        params: idParams,
        response: { 200: releaseDetailSchema, ...errors(400, 404) },
      },
    },
    async (request) => {
      const row = await releases.find(request.params.id);
      if (!row) throw notFound(RELEASE_NOT_FOUND);
      const tracks = (await releases.tracksOf([row.id])).get(row.id) ?? [];
      const clip = row.video_clip_id ? ((await releases.clip(row.video_clip_id)) ?? null) : null;
      return present.releaseDetail(row, tracks, clip);
    },
  );
}
