import { getArtist, listArtistReleases, listArtists, listArtistVideos } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { ArtistsRepository } from './artists-repository';
import { CataloguePresenter } from './presenters';
import { ReleasesRepository } from './releases-repository';

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

  route(app, listArtists, async (request) => {
    const { limit = 50, offset, search, sort } = request.query;
    return (await artists.list({ limit, offset, search, sort })).map((row) => present.artistSummary(row));
  });

  route(app, getArtist, async (request) => present.artistDetail(await artistOrFail(request.params.idOrSlug)));

  route(app, listArtistVideos, async (request) => {
    const artist = await artistOrFail(request.params.idOrSlug);
    return (await artists.videos(artist.id, request.query.limit ?? 8)).map((row) => present.videoClip(row));
  });

  route(app, listArtistReleases, async (request) => {
    const artist = await artistOrFail(request.params.idOrSlug);
    const rows = await releases.list({ limit: request.query.limit ?? 12, artistId: artist.id, order: 'newest' });
    const tracks = await releases.tracksOf(rows.map((row) => row.id));
    return rows.map((row) => present.releaseSummary(row, tracks.get(row.id) ?? []));
  });
}
