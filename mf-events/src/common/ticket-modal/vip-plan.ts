import { PLAN_ORDER, PLANS } from '@kora/shared/contracts';

/** The lowest plan whose members may buy VIP tickets, as the plan table says. */
export function vipPlanLabel(): string {
  return PLAN_ORDER.map((name) => PLANS[name]).find((plan) => plan.features.events.vipAccess)?.label ?? '';
}
