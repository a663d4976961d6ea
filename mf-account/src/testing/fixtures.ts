import { PLANS, type PlanName, type Profile, type Subscription } from '@kora/shared/contracts';
import type { CurrentSubscription } from '../hooks/use-current-subscription';

export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 42,
    username: 'lea.martin',
    name: 'Léa Martin',
    email: 'lea.martin@kora.test',
    firstname: 'Léa',
    lastname: 'Martin',
    image: null,
    roles: ['ROLE_USER'],
    createdAt: '2025-03-15T10:00:00.000Z',
    artist: null,
    plan: 'free',
    ...overrides,
  };
}

export function aSubscription(plan: PlanName, overrides: Partial<Subscription> = {}): Subscription {
  return {
    plan,
    status: 'active',
    currentPeriodStart: '2026-11-01T00:00:00.000Z',
    currentPeriodEnd: '2026-12-01T00:00:00.000Z',
    cancelAtPeriodEnd: false,
    provider: 'local',
    ...overrides,
  };
}

/** What `GET /subscription/current` answers for a plan (no subscription on the free plan). */
export function currentSubscriptionAnswer(plan: PlanName, subscription: Subscription | null = null) {
  return { data: { currentPlan: PLANS[plan], subscription } };
}

export function current(plan: PlanName, subscription: Subscription | null = null): CurrentSubscription {
  return { plan: PLANS[plan], subscription };
}
