import type { ComponentType } from 'react';
import type { RouteIdOf } from '@kora/shared';
import { onDemand } from '@kora/shared/remote-app';
import { prefetchDashboard } from './features/dashboard/api/prefetch-dashboard';

// Each screen comes with its own visit: the dashboard's charts never load with a form, nor a form with another.
const DashboardPage = onDemand(() => import('./features/dashboard/components/dashboard-page'), 'DashboardPage', {
  prefetch: prefetchDashboard,
});
const ReleaseChooserPage = onDemand(
  () => import('./features/release-chooser/components/release-chooser-page'),
  'ReleaseChooserPage',
);
const SingleFormPage = onDemand(() => import('./features/single-form/components/single-form-page'), 'SingleFormPage');
const AlbumFormPage = onDemand(() => import('./features/album-form/components/album-form-page'), 'AlbumFormPage');
const VideoFormPage = onDemand(() => import('./features/video-form/components/video-form-page'), 'VideoFormPage');
const MyReleasesPage = onDemand(() => import('./features/my-releases/components/my-releases-page'), 'MyReleasesPage');
const ReleaseEditPage = onDemand(
  () => import('./features/release-edit/components/release-edit-page'),
  'ReleaseEditPage',
);
const PodcastManagerPage = onDemand(
  () => import('./features/podcast-manager/components/podcast-manager-page'),
  'PodcastManagerPage',
);
const PodcastFormPage = onDemand(
  () => import('./features/podcast-form/components/podcast-form-page'),
  'PodcastFormPage',
);
const EpisodeFormPage = onDemand(
  () => import('./features/episode-form/components/episode-form-page'),
  'EpisodeFormPage',
);

/** The screen shown on each route this app owns. */
export const pages: Record<RouteIdOf<'creator'>, ComponentType> = {
  artistDashboard: DashboardPage,
  releaseChooser: ReleaseChooserPage,
  releaseCreate: ReleaseChooserPage,
  releaseSingle: SingleFormPage,
  releaseAlbum: AlbumFormPage,
  releaseVideo: VideoFormPage,
  releaseEdit: ReleaseEditPage,
  myReleases: MyReleasesPage,
  podcastCreator: PodcastManagerPage,
  podcastCreate: PodcastFormPage,
  episodeCreate: EpisodeFormPage,
  episodeCreateForPodcast: EpisodeFormPage,
  podcastManage: PodcastManagerPage,
};
