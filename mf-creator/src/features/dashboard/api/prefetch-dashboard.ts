import { queryClient, read, selectSignedIn, useSessionStore } from '@kora/shared';
import { getArtistDashboard, listMyArtistReleases } from '@kora/shared/contracts/endpoints';

/** The dashboard's figures and recent releases, asked for with the screen's code instead of after it. */
export function prefetchDashboard(): Promise<unknown> | undefined {
  if (!selectSignedIn(useSessionStore.getState())) return undefined;
  return Promise.all([
    queryClient.prefetchQuery(read(getArtistDashboard)),
    queryClient.prefetchQuery(read(listMyArtistReleases)),
  ]);
}
