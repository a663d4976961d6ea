import { ListenCountSchema, ListenRecordedSchema } from '@kora/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { optionalUser } from '../../auth/optional-user';
import { notFound } from '../../http/errors';
import { errors, idParams, type IdParams } from '../../http/schemas';
import { CATALOGUE_RATE_LIMITS, perAddress } from './rate-limits';
import { ReleasesRepository, RELEASE_NOT_FOUND } from './releases-repository';

/** Listens: the player records each play of a track; release pages show their count. */
export default async function listensRoutes(app: FastifyInstance): Promise<void> {
  const releases = new ReleasesRepository(app.db);

  app.post<{ Params: IdParams }>(
    '/track/:id/listen',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Records a play of a track (one more listen on it and on its release, and the play itself with its time and, when a token is sent, its listener); no body',
        params: idParams,
        response: { 201: ListenRecordedSchema, ...errors(400, 404, 429) },
      },
      config: perAddress(CATALOGUE_RATE_LIMITS.listens),
    },
    async (request, reply) => {
      const listener = await optionalUser(app, request);
      const recorded = await releases.recordListen(request.params.id, listener?.id ?? null);
      if (!recorded) throw notFound('Morceau introuvable.');
      return reply.status(201).send(recorded);
    },
  );

  app.get<{ Params: IdParams }>(
    '/album/:id/listens',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The listen count of a release (album, EP or single)',
        params: idParams,
        response: { 200: ListenCountSchema, ...errors(400, 404) },
      },
    },
    async (request) => {
      const count = await releases.listens(request.params.id);
      if (count === undefined) throw notFound(RELEASE_NOT_FOUND);
      return { releaseId: request.params.id, count };
    },
  );
}
