import { queryClient, selectSignedIn, useSessionStore } from '@kora/shared';
import { creatorReleaseQueries } from '../../../common/releases/api/creator-releases-api';

/** The dashboard's figures and recent releases, asked for with the screen's code instead of after it. */
export function prefetchDashboard(): void {
  if (!selectSignedIn(useSessionStore.getState())) return;
  void queryClient.prefetchQuery(creatorReleaseQueries.dashboard());
  void queryClient.prefetchQuery(creatorReleaseQueries.artistReleases());
}
