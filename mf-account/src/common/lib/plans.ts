import { PLAN_ORDER, PLANS, type Plan, type PlanName } from '@kora/shared/contracts';

/** Every plan, lowest first, from the shared plan table. */
export const ALL_PLANS: readonly Plan[] = PLAN_ORDER.map((name) => PLANS[name]);

export const FREE_PLAN: Plan = PLANS.free;

/** true when `to` is above `from` in the plan order. */
export function isUpgrade(from: PlanName, to: PlanName): boolean {
  return PLAN_ORDER.indexOf(to) > PLAN_ORDER.indexOf(from);
}
