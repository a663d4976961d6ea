import { PLAN_ORDER, PLANS, type Plan } from '@kora/shared/contracts';

/** The plans whose members may create events, lowest first: the plan table decides. */
export const PLANS_WITH_EVENTS: readonly Plan[] = PLAN_ORDER.map((name) => PLANS[name]).filter(
  (plan) => plan.features.events.enabled,
);
