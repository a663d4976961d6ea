import { PLANS, type FeatureName, type PlanFeatures, type PlanName } from '@kora/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/plugin';
import type { Db } from '../../db/connection';
import { forbidden } from '../../http/errors';
import { effectivePlan, featureEnabled, requiredPlanFor } from './plan-rules';
import { SubscriptionsRepository } from './repository';

/** The plan in force for a user (free without a paid, running subscription). */
export async function planOfUser(db: Db, userId: number): Promise<PlanName> {
  return effectivePlan(await new SubscriptionsRepository(db).findOfUser(userId));
}

/** The features of the user's plan, e.g. `(await featuresOfUser(db, id)).favorites.limit`. */
export async function featuresOfUser(db: Db, userId: number): Promise<PlanFeatures> {
  return PLANS[await planOfUser(db, userId)].features;
}

export function featureRequiredMessage(feature: FeatureName): string {
  return `Cette fonctionnalité nécessite le forfait ${PLANS[requiredPlanFor(feature)].label}.`;
}

/** Throws 403 'Cette fonctionnalité nécessite le forfait …' when the user's plan lacks the feature. */
export async function assertFeature(db: Db, userId: number, feature: FeatureName): Promise<void> {
  if (!featureEnabled(await planOfUser(db, userId), feature)) throw forbidden(featureRequiredMessage(feature));
}

/**
 * preHandler for routes gated by a plan feature; put it after `app.requireUser`:
 * `preHandler: [app.requireUser, requireFeature('contentCreation')]`.
 */
export function requireFeature(feature: FeatureName) {
  return async function requirePlanFeature(request: FastifyRequest): Promise<void> {
    await assertFeature(request.server.db, currentUser(request).id, feature);
  };
}
