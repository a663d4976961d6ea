/** Plans and what each gives (platform.md §6 plan table, §9 prices): the schemas; the values are in plan-table.ts. */

import { Type, type Static } from 'typebox';
import { PLAN_NAMES } from './plan-table';

export { PLAN_NAMES, PLAN_ORDER, PLANS, UNLIMITED, type PlanName } from './plan-table';

export const PlanNameSchema = Type.Enum(PLAN_NAMES);

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
