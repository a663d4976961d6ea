/** Who may create on Kora, read from the plan table and the account's roles (one rule for every screen). */

import type { Profile } from './accounts';
import { canCreatePodcasts } from './creator-roles';
import { PLAN_ORDER, PLANS, type PlanName } from './plan-table';

/** The lowest plan whose features include content creation (Premium in the plan table). */
export const CONTENT_CREATION_PLAN: PlanName =
  PLAN_ORDER.find((plan) => PLANS[plan].features.contentCreation) ?? 'premium';

/**
 * What an account can do about creating podcasts:
 * - `creator`: it creates podcasts (a podcast creator or an artist);
 * - `can-become`: its plan lets it become a podcast creator (or an artist) from the profile;
 * - `needs-plan`: it needs `CONTENT_CREATION_PLAN` first.
 */
export type ContentCreationAccess = 'creator' | 'can-become' | 'needs-plan';

export function contentCreationAccess(account: Pick<Profile, 'roles' | 'plan'>): ContentCreationAccess {
  if (canCreatePodcasts(account.roles)) return 'creator';
  return PLANS[account.plan].features.contentCreation ? 'can-become' : 'needs-plan';
}

/** Whether the account creates podcasts now: a link to the podcast creator leads somewhere for it. */
export const canCreateContent = (account: Pick<Profile, 'roles'>): boolean => canCreatePodcasts(account.roles);
