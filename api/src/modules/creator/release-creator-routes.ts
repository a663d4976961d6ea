import {
  CreateAlbumRequestSchema,
  CreateSingleRequestSchema,
  CreateVideoRequestSchema,
  CreatorReleaseDetailSchema,
  CreatorReleaseListSchema,
  CreatorReleaseResponseSchema,
  DeleteReleaseResponseSchema,
  UpdateReleaseRequestSchema,
} from '@kora/shared/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { bearer, errors } from '../../http/schemas';
import { MEDIA_REFERENCE_BODY_LIMIT } from '../media/media-reference';
import { callerArtist, requireArtist, requireCreationPlan } from './creator-access';
import { CreatorReleases } from './creator-releases';
import { ALBUM_FIELD_MESSAGES, invalidRelease, SINGLE_FIELD_MESSAGES, VIDEO_FIELD_MESSAGES } from './invalid-request';
import { ReleaseChanges } from './release-changes';
import { ReleaseCreation } from './release-creation';

const tags = ['creator'];
const ReleaseIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const MEDIA_NOTE =
  ' Media fields take the url answered by POST /upload/{kind} for one of your own uploads, or a data: URL of at most 6 MB.';

/** Release creation and management for artists (catalogue-and-commerce §7 "Uploads and creation"). */
export default async function releaseCreatorRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const releases = new CreatorReleases(app);
  const creation = new ReleaseCreation(app);
  const changes = new ReleaseChanges(app, releases);
  const artistsOnly = { preValidation: requireArtist(app) };
  const creating = { ...artistsOnly, bodyLimit: MEDIA_REFERENCE_BODY_LIMIT };
  // New releases need a plan with content creation; after a downgrade the artist keeps managing what exists.
  const publishing = { ...creating, preValidation: [requireArtist(app), requireCreationPlan(app)] };
  const createdAnswer = { 201: CreatorReleaseResponseSchema, ...errors(400, 401, 403, 413, 415) };

  app.post(
    '/release-creator/create-single',
    {
      ...publishing,
      schemaErrorFormatter: invalidRelease(SINGLE_FIELD_MESSAGES),
      schema: {
        tags,
        summary: 'Publish a single (one track, priced as the release); its duration is read from the audio file.',
        description: `Artists on a plan with content creation only (403 otherwise).${MEDIA_NOTE}`,
        security: bearer,
        body: CreateSingleRequestSchema,
        response: createdAnswer,
      },
    },
    async (request, reply) => {
      const caller = callerArtist(request);
      const id = await creation.single(caller, request.body);
      return reply.status(201).send({ release: await releases.detail(id, caller) });
    },
  );

  app.post(
    '/release-creator/create-album',
    {
      ...publishing,
      schemaErrorFormatter: invalidRelease(ALBUM_FIELD_MESSAGES),
      schema: {
        tags,
        summary: 'Publish an album or EP: its tracks in the order sent, each at 1.99 EUR.',
        description: `Artists only (403 otherwise). A track's duration is its file's, else the typed 'm:ss'.${MEDIA_NOTE}`,
        security: bearer,
        body: CreateAlbumRequestSchema,
        response: createdAnswer,
      },
    },
    async (request, reply) => {
      const caller = callerArtist(request);
      const id = await creation.album(caller, request.body);
      return reply.status(201).send({ release: await releases.detail(id, caller) });
    },
  );

  app.post(
    '/release-creator/create-video',
    {
      ...publishing,
      schemaErrorFormatter: invalidRelease(VIDEO_FIELD_MESSAGES),
      schema: {
        tags,
        summary: 'Publish a video clip and the release that sells it.',
        description: `Artists only (403 otherwise).${MEDIA_NOTE}`,
        security: bearer,
        body: CreateVideoRequestSchema,
        response: createdAnswer,
      },
    },
    async (request, reply) => {
      const caller = callerArtist(request);
      const id = await creation.video(caller, request.body);
      return reply.status(201).send({ release: await releases.detail(id, caller) });
    },
  );

  app.get(
    '/release-creator/my-releases',
    {
      ...artistsOnly,
      schema: {
        tags,
        summary: "The caller's releases, every status, newest release date first.",
        security: bearer,
        response: { 200: CreatorReleaseListSchema, ...errors(401, 403) },
      },
    },
    async (request) => ({ releases: await releases.list(callerArtist(request)) }),
  );

  app.get(
    '/release-creator/:id',
    {
      ...artistsOnly,
      schema: {
        tags,
        summary: 'One of the caller’s releases with what its edit form needs (404 for any other).',
        security: bearer,
        params: ReleaseIdParams,
        response: { 200: CreatorReleaseDetailSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => releases.detail(request.params.id, callerArtist(request)),
  );

  app.put(
    '/release-creator/:id',
    {
      ...creating,
      schemaErrorFormatter: invalidRelease(SINGLE_FIELD_MESSAGES),
      schema: {
        tags,
        summary: 'Change one of the caller’s releases: its own fields; its tracks stay as they are.',
        description: `Owner only (404 for any other release).${MEDIA_NOTE}`,
        security: bearer,
        params: ReleaseIdParams,
        body: UpdateReleaseRequestSchema,
        response: { 200: CreatorReleaseResponseSchema, ...errors(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const caller = callerArtist(request);
      const { id } = request.params;
      await changes.update(id, caller, request.body);
      return { release: await releases.detail(id, caller) };
    },
  );

  app.delete(
    '/release-creator/:id',
    {
      ...artistsOnly,
      schema: {
        tags,
        summary:
          'Delete one of the caller’s releases; one that sold is unpublished instead (buyers keep their downloads).',
        security: bearer,
        params: ReleaseIdParams,
        response: { 200: DeleteReleaseResponseSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => changes.remove(request.params.id, callerArtist(request)),
  );
}
