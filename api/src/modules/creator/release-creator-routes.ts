import {
  createAlbumRelease,
  createSingleRelease,
  createVideoRelease,
  deleteMyRelease,
  getMyRelease,
  listMyReleases,
  updateMyRelease,
} from '@kora/shared/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { MEDIA_REFERENCE_BODY_LIMIT } from '../media/media-reference';
import { callerArtist } from './creator-access';
import { CreatorReleases } from './creator-releases';
import { ALBUM_FIELD_MESSAGES, invalidRelease, SINGLE_FIELD_MESSAGES, VIDEO_FIELD_MESSAGES } from './invalid-request';
import { ReleaseChanges } from './release-changes';
import { ReleaseCreation } from './release-creation';

/**
 * Release creation and management for artists (catalogue-and-commerce §7 "Uploads and creation"). New
 * releases need a plan with content creation; after a downgrade the artist keeps managing what exists.
 */
export default async function releaseCreatorRoutes(app: FastifyInstance): Promise<void> {
  const releases = new CreatorReleases(app);
  const creation = new ReleaseCreation(app);
  const changes = new ReleaseChanges(app, releases);
  const carryingMedia = { bodyLimit: MEDIA_REFERENCE_BODY_LIMIT };

  route(
    app,
    createSingleRelease,
    async (request, reply) => {
      const caller = await callerArtist(app.db, request);
      const id = await creation.single(caller, request.body);
      reply.code(201);
      return { release: await releases.detail(id, caller) };
    },
    { ...carryingMedia, inputErrors: invalidRelease(SINGLE_FIELD_MESSAGES) },
  );

  route(
    app,
    updateMyRelease,
    async (request) => {
      const caller = await callerArtist(app.db, request);
      const { id } = request.params;
      await changes.update(id, caller, request.body);
      return { release: await releases.detail(id, caller) };
    },
    { ...carryingMedia, inputErrors: invalidRelease(SINGLE_FIELD_MESSAGES) },
  );

  route(
    app,
    createAlbumRelease,
    async (request, reply) => {
      const caller = await callerArtist(app.db, request);
      const id = await creation.album(caller, request.body);
      reply.code(201);
      return { release: await releases.detail(id, caller) };
    },
    { ...carryingMedia, inputErrors: invalidRelease(ALBUM_FIELD_MESSAGES) },
  );

  route(
    app,
    createVideoRelease,
    async (request, reply) => {
      const caller = await callerArtist(app.db, request);
      const id = await creation.video(caller, request.body);
      reply.code(201);
      return { release: await releases.detail(id, caller) };
    },
    { ...carryingMedia, inputErrors: invalidRelease(VIDEO_FIELD_MESSAGES) },
  );

  route(app, listMyReleases, async (request) => ({
    releases: await releases.list(await callerArtist(app.db, request)),
  }));

  route(app, getMyRelease, async (request) => releases.detail(request.params.id, await callerArtist(app.db, request)));

  route(app, deleteMyRelease, async (request) =>
    changes.remove(request.params.id, await callerArtist(app.db, request)),
  );
}
