import { ArtistListQuerySchema, type ArtistListQuery } from '@kora/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { errors, limitQuery } from '../../http/schemas';
import { ArtistsRepository } from './artists-repository';
import { CataloguePresenter } from './presenters';
import { ReleasesRepository } from './releases-repository';
import { arrayOf, artistDetailSchema, artistSummarySchema, releaseSummarySchema, videoClipSchema } from './schemas';

const artistParams = {
  type: 'object',
  required: ['idOrSlug'],
  properties: {
    idOrSlug: { type: 'string', minLength: 1, maxLength: 160, description: 'Numeric id or slug (e.g. aya-diop)' },
  },
} as const;

interface ArtistParams {
  idOrSlug: string;
}

/** Artists: list with search, detail by id or slug, their clips and releases. */
export default async function artistsRoutes(app: FastifyInstance): Promise<void> {
  const artists = new ArtistsRepository(app.db);
  const releases = new ReleasesRepository(app.db);
  const present = new CataloguePresenter(app.media);

  async function artistOrFail(idOrSlug: string) {
    const artist = await artists.findByIdOrSlug(idOrSlug);
    if (!artist) throw notFound('Artiste introuvable.');
    return artist;
  }

  app.get<{ Querystring: ArtistListQuery & { limit: number; offset: number } }>(
    '/artists',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Artists (featured first by default); search matches name or real name; paging',
        querystring: ArtistListQuerySchema,
        response: { 200: arrayOf(artistSummarySchema), ...errors(400) },
      },
      config: { publicListCache: true },
    },
    async (request) => {
      const { limit, offset, search, sort } = request.query;
      return (await artists.list({ limit, offset, search, sort })).map((row) => present.artistSummary(row));
    },
  );

  app.get<{ Params: ArtistParams }>(
    '/artists/:idOrSlug',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One artist',
        params: artistParams,
        response: { 200: artistDetailSchema, ...errors(404) },
      },
    },
    async (request) => present.artistDetail(await artistOrFail(request.params.idOrSlug)),
  );

  app.get<{ Params: ArtistParams; Querystring: { limit: number } }>(
    '/artists/:idOrSlug/videos',
    {
      schema: {
        tags: ['catalogue'],
        summary: "An artist's video clips, newest first",
        params: artistParams,
        querystring: { type: 'object', properties: { limit: limitQuery(8) } },
        response: { 200: arrayOf(videoClipSchema), ...errors(400, 404) },
      },
    },
    async (request) => {
      const artist = await artistOrFail(request.params.idOrSlug);
      return (await artists.videos(artist.id, request.query.limit)).map((row) => present.videoClip(row));
    },
  );

  app.get<{ Params: ArtistParams; Querystring: { limit: number } }>(
    '/artists/:idOrSlug/releases',
    {
      schema: {
        tags: ['catalogue'],
        summary: "An artist's published releases, newest first",
        params: artistParams,
        querystring: { type: 'object', properties: { limit: limitQuery(12) } },
        response: { 200: arrayOf(releaseSummarySchema), ...errors(400, 404) },
      },
    },
    async (request) => {
      const artist = await artistOrFail(request.params.idOrSlug);
      const rows = await releases.list({ limit: request.query.limit, artistId: artist.id, order: 'newest' });
      const tracks = await releases.tracksOf(rows.map((row) => row.id));
      return rows.map((row) => present.releaseSummary(row, tracks.get(row.id) ?? []));
    },
  );
}
