import type { ComponentType } from 'react';
import type { RouteIdOf } from '@kora/shared';
import { ScreenFrame } from '@kora/shared/remote-app';

/** The screen shown on each route this app owns. */
export const pages: Record<RouteIdOf<'creator'>, ComponentType> = {
  artistDashboard: () => <ScreenFrame area="creator" screen="artistDashboard" />,
  releaseChooser: () => <ScreenFrame area="creator" screen="releaseChooser" />,
  releaseCreate: () => <ScreenFrame area="creator" screen="releaseCreate" />,
  releaseSingle: () => <ScreenFrame area="creator" screen="releaseSingle" />,
  releaseAlbum: () => <ScreenFrame area="creator" screen="releaseAlbum" />,
  releaseVideo: () => <ScreenFrame area="creator" screen="releaseVideo" />,
  podcastCreator: () => <ScreenFrame area="creator" screen="podcastCreator" />,
  podcastCreate: () => <ScreenFrame area="creator" screen="podcastCreate" />,
  episodeCreate: () => <ScreenFrame area="creator" screen="episodeCreate" />,
  episodeCreateForPodcast: () => <ScreenFrame area="creator" screen="episodeCreateForPodcast" />,
  podcastManage: () => <ScreenFrame area="creator" screen="podcastManage" />,
};
