/** Plans and what each gives (platform.md §6 plan table, §9 prices): the schemas and the plan table. */

import { Type, type Static } from 'typebox';

export const PLAN_NAMES = ['free', 'starter', 'premium'] as const;
export const PlanNameSchema = Type.Enum(PLAN_NAMES);
export type PlanName = Static<typeof PlanNameSchema>;

/** From lowest to highest: a later plan is an upgrade, an earlier one a downgrade. */
export const PLAN_ORDER: readonly PlanName[] = PLAN_NAMES;

/** -1 means unlimited. */
export const UNLIMITED = -1;

const Limit = (description: string) => Type.Object({ limit: Type.Integer({ description }) });

export const PlanFeaturesSchema = Type.Object({
  audioPlayback: Type.Object({ enabled: Type.Boolean(), withAds: Type.Boolean() }),
  offlineMode: Type.Boolean(),
  favorites: Limit('Favourites a user may keep; -1 unlimited.'),
  playlists: Limit('Playlists a user may keep; -1 unlimited.'),
  events: Type.Object(
    { enabled: Type.Boolean(), vipAccess: Type.Boolean() },
    { description: 'Event management (create and manage events) and VIP ticket access.' },
  ),
  storeDiscounts: Type.Object({ discount: Type.Number({ description: 'Store discount in percent (0 = none).' }) }),
  contentCreation: Type.Boolean({ description: 'Becoming an artist and publishing releases.' }),
  prioritySupport: Type.Boolean(),
  unlimitedDownloads: Type.Boolean({ description: 'Downloads of tracks without buying them (Premium).' }),
});
export type PlanFeatures = Static<typeof PlanFeaturesSchema>;

export type FeatureName = keyof PlanFeatures;

export const FEATURE_NAMES = Object.keys(PlanFeaturesSchema.properties) as readonly FeatureName[];

export const PlanSchema = Type.Object(
  {
    name: PlanNameSchema,
    label: Type.String({ description: "Display name: 'Gratuit', 'Starter', 'Premium'." }),
    price: Type.Number({ description: 'Monthly price in EUR, major units (9.99).' }),
    priceMinor: Type.Integer({ description: 'Monthly price in EUR cents (999).' }),
    currency: Type.Literal('EUR'),
    interval: Type.Literal('month'),
    features: PlanFeaturesSchema,
  },
  { $id: 'Plan' },
);
export type Plan = Static<typeof PlanSchema>;

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
