import { recordTrackListen, releaseListenCount } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { optionalUser } from '../../auth/optional-user';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { CATALOGUE_RATE_LIMITS, perAddress } from './rate-limits';
import { ReleasesRepository, RELEASE_NOT_FOUND } from './releases-repository';

/** Listens: the player records each play of a track; release pages show their count. */
export default async function listensRoutes(app: FastifyInstance): Promise<void> {
  const releases = new ReleasesRepository(app.db);

  route(
    app,
    recordTrackListen,
    async (request, reply) => {
      const listener = await optionalUser(app, request);
      const recorded = await releases.recordListen(request.params.id, listener?.id ?? null);
      if (!recorded) throw notFound('Morceau introuvable.');
      reply.code(201);
      return recorded;
    },
    { config: perAddress(CATALOGUE_RATE_LIMITS.listens) },
  );

  route(app, releaseListenCount, async (request) => {
    const count = await releases.listens(request.params.id);
    if (count === undefined) throw notFound(RELEASE_NOT_FOUND);
    return { releaseId: request.params.id, count };
  });
}
