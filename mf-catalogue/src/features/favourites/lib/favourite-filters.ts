import { FAVOURITE_KINDS, type FavouriteKind } from '@kora/shared/contracts';

/** The account's tabs: everything, then each kind. */
export const ACCOUNT_FILTERS = ['all', ...FAVOURITE_KINDS] as const;
/** The device keeps podcasts and episodes only. */
export const DEVICE_FILTERS = ['all', 'podcasts', 'episodes'] as const;

export type FavouriteFilter = 'all' | FavouriteKind;

export const shownBy = (filter: FavouriteFilter) => (entry: { kind: FavouriteKind }) =>
  filter === 'all' || entry.kind === filter;
