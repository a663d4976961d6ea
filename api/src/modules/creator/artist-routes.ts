import { ArtistDashboardSchema, CreatorReleaseListSchema } from '@kora/shared/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { bearer, errors } from '../../http/schemas';
import { ArtistDashboardQuery } from './artist-dashboard';
import { callerArtist, requireArtist } from './creator-access';
import { CreatorReleases } from './creator-releases';

/** The artist area: the dashboard's figures and the artist's releases. */
export default async function artistRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const releases = new CreatorReleases(app);
  const dashboard = new ArtistDashboardQuery(app.db);
  const artistsOnly = { preValidation: requireArtist(app) };

  app.get(
    '/artist/dashboard',
    {
      ...artistsOnly,
      schema: {
        tags: ['creator'],
        summary:
          "The artist's cards (monthly listeners = 10 × likes, followers = 2 × likes, releases, sales), revenue, and plays and sales per UTC day over the last 30 days, oldest first.",
        security: bearer,
        response: { 200: ArtistDashboardSchema, ...errors(401, 403) },
      },
    },
    async (request) => dashboard.of(callerArtist(request)),
  );

  app.get(
    '/artist/releases',
    {
      ...artistsOnly,
      schema: {
        tags: ['creator'],
        summary: "The caller's releases, every status, newest release date first.",
        security: bearer,
        response: { 200: CreatorReleaseListSchema, ...errors(401, 403) },
      },
    },
    async (request) => ({ releases: await releases.list(callerArtist(request)) }),
  );
}
