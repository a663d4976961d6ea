import { RELEASE_NOT_FOUND } from '../catalogue/releases-repository';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { notFound } from '../../http/errors';
import type { IdParams } from '../../http/schemas';
import type { DownloadRights } from './download-rights';
import type { PurchasesRepository } from './purchases-repository';
import {
  canDownloadSchema,
  releaseTrackAccessSchema,
  forceResetSchema,
  isPurchasedSchema,
  syncDownloadSchema,
  trackDownloadedSchema,
  tracksDownloadedSchema,
  tracksPurchasedSchema,
} from './schemas';
import { reachableTrackOrNotFound } from './track-lookup';

interface Options {
  repository: PurchasesRepository;
  rights: DownloadRights;
}

/** The signed-in user's purchase and download state, per track and overall. Reads only: downloads are counted when sent. */
export default async function userTrackRoutes(app: FastifyInstance, { repository, rights }: Options): Promise<void> {
  const auth = { preHandler: app.requireUser };
  const userId = (request: FastifyRequest) => currentUser(request).id;
  /** The state of an existing track for the signed-in user. */
  const stateOf = async (request: FastifyRequest, trackId: number) => {
    await reachableTrackOrNotFound(repository, trackId, userId(request));
    return rights.check(userId(request), trackId);
  };

  app.get<{ Params: IdParams }>('/user/track/:id/can-download', { schema: canDownloadSchema, ...auth }, (request) =>
    stateOf(request, request.params.id),
  );

  app.get<{ Params: IdParams }>(
    '/user/releases/:id/track-access',
    { schema: releaseTrackAccessSchema, ...auth },
    async (request) => {
      const trackIds = await repository.trackIdsOfRelease(request.params.id);
      if (!trackIds) throw notFound(RELEASE_NOT_FOUND);
      const user = userId(request);
      return Promise.all(trackIds.map((trackId) => rights.check(user, trackId)));
    },
  );

  app.get<{ Params: IdParams }>('/track/:id/is-purchased', { schema: isPurchasedSchema, ...auth }, async (request) => {
    const state = await stateOf(request, request.params.id);
    return { trackId: state.trackId, purchased: state.purchased };
  });

  app.get('/user/tracks-purchased', { schema: tracksPurchasedSchema, ...auth }, async (request) => {
    await rights.settled(userId(request));
    return (await repository.purchasedTracks(userId(request))).map((track) => ({
      ...track,
      remainingDownloads: Math.max(0, track.purchases - track.downloads),
    }));
  });

  app.get('/user/tracks-downloaded', { schema: tracksDownloadedSchema, ...auth }, async (request) => {
    await rights.settled(userId(request));
    return repository.downloadedTracks(userId(request));
  });

  app.post<{ Body: { trackId: number } }>(
    '/user/track-downloaded',
    { schema: trackDownloadedSchema, ...auth },
    async (request) => {
      const state = await stateOf(request, request.body.trackId);
      const downloaded = (await repository.downloadedTracks(userId(request))).some(
        (track) => track.trackId === state.trackId,
      );
      return {
        success: true,
        trackId: state.trackId,
        downloaded,
        canDownload: state.canDownload,
        reason: state.reason,
      };
    },
  );

  app.post<{ Params: IdParams }>(
    '/user/track/:id/sync-download-status',
    { schema: syncDownloadSchema, ...auth },
    async (request) => {
      const state = await stateOf(request, request.params.id);
      const tracks = await repository.purchasedTracks(userId(request));
      return {
        success: true,
        trackId: state.trackId,
        purchasedTracks: tracks.map((track) => track.trackId),
        downloadedTracks: tracks.filter((track) => track.downloads >= track.purchases).map((track) => track.trackId),
        canDownload: state.canDownload,
        reason: state.reason,
      };
    },
  );

  // Nothing is stored here: the right is derived from paid purchases and completed downloads, so a
  // "reset" can only reveal a download that was paid for and not used (a broken download never counted).
  app.post<{ Params: IdParams }>(
    '/user/track/:id/force-reset-download',
    { schema: forceResetSchema, ...auth },
    async (request) => {
      const state = await stateOf(request, request.params.id);
      return {
        success: state.canDownload,
        trackId: state.trackId,
        reset: state.canDownload,
        canDownload: state.canDownload,
        reason: state.reason,
      };
    },
  );
}
