import { PLANS } from '@kora/shared/contracts';
import { nextAdSpot, recordAdClick, recordAdImpression } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import { conflict, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { perAddress } from '../catalogue/rate-limits';
import { effectivePlan } from '../subscriptions/plan-rules';
import { planOfUser } from '../subscriptions/require-feature';
import { languageOf, listenerOf } from './listener';
import { spotOf } from './presenters';
import { AdServingsRepository, NOT_HEARD_YET, SERVING_NOT_FOUND, type ServingOutcome } from './servings-repository';

/** Impressions and clicks one address may send a minute: a player sends one of each per spot at most. */
const SERVING_REPORTS_PER_MINUTE = 60;

/** Whether the listener's plan plays spots: a visitor's is the plan of someone who never paid. */
async function planHasAds(db: Db, userId: number | null): Promise<boolean> {
  const plan = userId === null ? effectivePlan(undefined) : await planOfUser(db, userId);
  return PLANS[plan].features.audioPlayback.withAds;
}

function answerFor(outcome: ServingOutcome): { counted: boolean } {
  if (outcome === 'missing') throw notFound(SERVING_NOT_FOUND);
  if (outcome === 'early') throw conflict(NOT_HEARD_YET);
  return { counted: outcome === 'counted' };
}

/** The player's side: the spot due between two tracks, then its impression and its click. */
export default async function spotRoutes(app: FastifyInstance): Promise<void> {
  const servings = new AdServingsRepository(app.db);

  route(app, nextAdSpot, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const listener = await listenerOf(app, request);
    if (!listener || !(await planHasAds(app.db, listener.userId))) return reply.code(204).send();
    const served = await servings.serveNext(listener.key, languageOf(request.headers['accept-language']));
    if (!served) return reply.code(204).send();
    return spotOf(served.campaign, served.servingId, app.media);
  });

  route(
    app,
    recordAdImpression,
    async (request) => {
      const listener = await listenerOf(app, request);
      if (!listener) throw notFound(SERVING_NOT_FOUND);
      return answerFor(await servings.heard(request.params.id, request.body.servingId, listener.key));
    },
    { config: perAddress(SERVING_REPORTS_PER_MINUTE) },
  );

  route(
    app,
    recordAdClick,
    async (request) => {
      const listener = await listenerOf(app, request);
      if (!listener) throw notFound(SERVING_NOT_FOUND);
      return answerFor(await servings.clicked(request.params.id, request.body.servingId, listener.key));
    },
    { config: perAddress(SERVING_REPORTS_PER_MINUTE) },
  );
}
