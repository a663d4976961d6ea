import type { ComponentType } from 'react';
import type { RouteIdOf } from '@kora/shared';
import { ScreenFrame } from '@kora/shared/remote-app';

/** The screen shown on each route this app owns. */
export const pages: Record<RouteIdOf<'catalogue'>, ComponentType> = {
  releases: () => <ScreenFrame area="catalogue" screen="releases" />,
  release: () => <ScreenFrame area="catalogue" screen="release" />,
  artists: () => <ScreenFrame area="catalogue" screen="artists" />,
  artist: () => <ScreenFrame area="catalogue" screen="artist" />,
  news: () => <ScreenFrame area="catalogue" screen="news" />,
  article: () => <ScreenFrame area="catalogue" screen="article" />,
  podcasts: () => <ScreenFrame area="catalogue" screen="podcasts" />,
  podcast: () => <ScreenFrame area="catalogue" screen="podcast" />,
  episode: () => <ScreenFrame area="catalogue" screen="episode" />,
  favorites: () => <ScreenFrame area="catalogue" screen="favorites" />,
  trackSuccess: () => <ScreenFrame area="catalogue" screen="trackSuccess" />,
};
