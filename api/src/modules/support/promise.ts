import { PLANS, SUPPORT_ANSWER_HOURS, type PlanName } from '@kora/shared/contracts';

/** The answer time a plan promises, in hours: priority support answers sooner; a visitor has the standard one. */
export const promiseHoursOf = (plan: PlanName | null): number =>
  plan && PLANS[plan].features.prioritySupport ? SUPPORT_ANSWER_HOURS.priority : SUPPORT_ANSWER_HOURS.standard;
