import { createContext, useContext, type ReactNode } from 'react';
import type { SearchHit } from '@kora/shared/contracts';

/** What the page gives each track found (its heart, 'Ajouter à une playlist'), down to every hit card. */
export type SearchTrackActions = (hit: SearchHit) => ReactNode;

const TrackActions = createContext<SearchTrackActions | null>(null);

export const SearchTrackActionsProvider = TrackActions.Provider;

export function useSearchTrackActions(): SearchTrackActions | null {
  return useContext(TrackActions);
}
