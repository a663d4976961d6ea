import { getArtistDashboard, listMyArtistReleases } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { ArtistDashboardQuery } from './artist-dashboard';
import { callerArtist } from './creator-access';
import { CreatorReleases } from './creator-releases';

/** The artist area: the dashboard's figures and the artist's releases. */
export default async function artistRoutes(app: FastifyInstance): Promise<void> {
  const releases = new CreatorReleases(app);
  const dashboard = new ArtistDashboardQuery(app.db);

  route(app, getArtistDashboard, async (request) => dashboard.of(await callerArtist(app.db, request)));

  route(app, listMyArtistReleases, async (request) => ({
    releases: await releases.list(await callerArtist(app.db, request)),
  }));
}
