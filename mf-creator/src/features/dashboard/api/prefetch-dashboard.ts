import { queryClient, read, selectSignedIn, useSessionStore } from '@kora/shared';
import { getArtistDashboard, listMyArtistReleases } from '@kora/shared/contracts/endpoints';

/** The dashboard's figures and recent releases, asked for with the screen's code instead of after it. */
export function prefetchDashboard(): void {
  if (!selectSignedIn(useSessionStore.getState())) return;
  void queryClient.prefetchQuery(read(getArtistDashboard));
  void queryClient.prefetchQuery(read(listMyArtistReleases));
}
