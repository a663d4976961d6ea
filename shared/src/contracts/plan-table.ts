/**
 * The plan table (platform.md §6, §9 prices) as plain values: what each plan gives, read by the API, the
 * screens and the chrome on every page (which does not load the schema library).
 */

import type { Plan } from './plans';

export const PLAN_NAMES = ['free', 'starter', 'premium'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

/** From lowest to highest: a later plan is an upgrade, an earlier one a downgrade. */
export const PLAN_ORDER: readonly PlanName[] = PLAN_NAMES;

/** -1 means unlimited. */
export const UNLIMITED = -1;

export const PLANS: Readonly<Record<PlanName, Plan>> = {
  free: {
    name: 'free',
    label: 'Gratuit',
    price: 0,
    priceMinor: 0,
    currency: 'EUR',
    interval: 'month',
    features: {
      audioPlayback: { enabled: true, withAds: true },
      offlineMode: false,
      favorites: { limit: 50 },
      playlists: { limit: 3 },
      events: { enabled: false, vipAccess: false },
      storeDiscounts: { discount: 0 },
      contentCreation: false,
      prioritySupport: false,
      unlimitedDownloads: false,
    },
  },
  starter: {
    name: 'starter',
    label: 'Starter',
    price: 9.99,
    priceMinor: 999,
    currency: 'EUR',
    interval: 'month',
    features: {
      audioPlayback: { enabled: true, withAds: false },
      offlineMode: true,
      favorites: { limit: 500 },
      playlists: { limit: 20 },
      events: { enabled: true, vipAccess: false },
      storeDiscounts: { discount: 0 },
      contentCreation: false,
      prioritySupport: false,
      unlimitedDownloads: false,
    },
  },
  premium: {
    name: 'premium',
    label: 'Premium',
    price: 19.99,
    priceMinor: 1999,
    currency: 'EUR',
    interval: 'month',
    features: {
      audioPlayback: { enabled: true, withAds: false },
      offlineMode: true,
      favorites: { limit: UNLIMITED },
      playlists: { limit: UNLIMITED },
      events: { enabled: true, vipAccess: true },
      storeDiscounts: { discount: 15 },
      contentCreation: true,
      prioritySupport: true,
      unlimitedDownloads: true,
    },
  },
};
