/** Plans and what each gives (platform.md §6 plan table, §9 prices). Types and plain data only. */

export type PlanName = 'free' | 'starter' | 'premium';

/** From lowest to highest: a later plan is an upgrade, an earlier one a downgrade. */
export const PLAN_ORDER: readonly PlanName[] = ['free', 'starter', 'premium'];

/** -1 means unlimited. */
export const UNLIMITED = -1;

export interface PlanFeatures {
  audioPlayback: { enabled: boolean; withAds: boolean };
  offlineMode: boolean;
  /** Favourites a user may keep; -1 unlimited. */
  favorites: { limit: number };
  /** Playlists a user may keep; -1 unlimited. */
  playlists: { limit: number };
  /** Event management (create and manage events) and VIP ticket access. */
  events: { enabled: boolean; vipAccess: boolean };
  /** Store discount in percent (0 = none). */
  storeDiscounts: { discount: number };
  /** Becoming an artist and publishing releases. */
  contentCreation: boolean;
  prioritySupport: boolean;
  /** Downloads of tracks without buying them (catalogue-and-commerce: Premium). */
  unlimitedDownloads: boolean;
}

export type FeatureName = keyof PlanFeatures;

export const FEATURE_NAMES: readonly FeatureName[] = [
  'audioPlayback',
  'offlineMode',
  'favorites',
  'playlists',
  'events',
  'storeDiscounts',
  'contentCreation',
  'prioritySupport',
  'unlimitedDownloads',
];

export interface Plan {
  name: PlanName;
  /** Display name: 'Gratuit', 'Starter', 'Premium'. */
  label: string;
  /** Monthly price in EUR, major units (9.99). */
  price: number;
  /** Monthly price in EUR cents (999). */
  priceMinor: number;
  currency: 'EUR';
  interval: 'month';
  features: PlanFeatures;
}

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
