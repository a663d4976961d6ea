import {
  acknowledgeTrackDownload,
  canDownloadTrack,
  forceResetTrackDownload,
  isTrackPurchased,
  listDownloadedTracks,
  listPurchasedTracks,
  releaseTrackAccess,
  syncTrackDownloadStatus,
} from '@kora/shared/contracts/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { RELEASE_NOT_FOUND } from '../catalogue/releases-repository';
import type { DownloadRights } from './download-rights';
import type { PurchasesRepository } from './purchases-repository';
import { reachableTrackOrNotFound } from './track-lookup';

interface Options {
  repository: PurchasesRepository;
  rights: DownloadRights;
}

/** The signed-in user's purchase and download state, per track and overall. Reads only: downloads are counted when sent. */
export default async function userTrackRoutes(app: FastifyInstance, { repository, rights }: Options): Promise<void> {
  const userId = (request: FastifyRequest) => currentUser(request).id;
  /** The state of an existing track for the signed-in user. */
  const stateOf = async (request: FastifyRequest, trackId: number) => {
    await reachableTrackOrNotFound(repository, trackId, userId(request));
    return rights.check(userId(request), trackId);
  };

  route(app, canDownloadTrack, async (request) => stateOf(request, request.params.id));

  route(app, releaseTrackAccess, async (request) => {
    const trackIds = await repository.trackIdsOfRelease(request.params.id);
    if (!trackIds) throw notFound(RELEASE_NOT_FOUND);
    const user = userId(request);
    return Promise.all(trackIds.map((trackId) => rights.check(user, trackId)));
  });

  route(app, isTrackPurchased, async (request) => {
    const state = await stateOf(request, request.params.id);
    return { trackId: state.trackId, purchased: state.purchased };
  });

  route(app, listPurchasedTracks, async (request) => {
    await rights.settled(userId(request));
    return (await repository.purchasedTracks(userId(request))).map((track) => ({
      ...track,
      remainingDownloads: Math.max(0, track.purchases - track.downloads),
    }));
  });

  route(app, listDownloadedTracks, async (request) => {
    await rights.settled(userId(request));
    return repository.downloadedTracks(userId(request));
  });

  route(app, acknowledgeTrackDownload, async (request) => {
    const state = await stateOf(request, request.body.trackId);
    const downloaded = (await repository.downloadedTracks(userId(request))).some(
      (track) => track.trackId === state.trackId,
    );
    return {
      success: true as const,
      trackId: state.trackId,
      downloaded,
      canDownload: state.canDownload,
      reason: state.reason,
    };
  });

  route(app, syncTrackDownloadStatus, async (request) => {
    const state = await stateOf(request, request.params.id);
    const tracks = await repository.purchasedTracks(userId(request));
    return {
      success: true as const,
      trackId: state.trackId,
      purchasedTracks: tracks.map((track) => track.trackId),
      downloadedTracks: tracks.filter((track) => track.downloads >= track.purchases).map((track) => track.trackId),
      canDownload: state.canDownload,
      reason: state.reason,
    };
  });

  // Nothing is stored here: the right is derived from paid purchases and completed downloads, so a
  // "reset" can only reveal a download that was paid for and not used (a broken download never counted).
  route(app, forceResetTrackDownload, async (request) => {
    const state = await stateOf(request, request.params.id);
    return {
      success: state.canDownload,
      trackId: state.trackId,
      reset: state.canDownload,
      canDownload: state.canDownload,
      reason: state.reason,
    };
  });
}
